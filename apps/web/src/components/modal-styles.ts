// Mantine's dialog styles load with the first screen that opens a dialog, not with the login route.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
