export { CV_ACCEPTED_TYPES, type CvFile, CvUpload, type CvUploadProps } from "./CvUpload";
export { cvUploadMessages } from "./messages";
