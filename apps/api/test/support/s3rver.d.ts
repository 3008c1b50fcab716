/**
 * `@20minutes/s3rver` is the maintained fork of s3rver (same classes and options) and ships no types of its own:
 * it is typed by `@types/s3rver`, written for the original.
 */
declare module "@20minutes/s3rver" {
  import S3rver = require("s3rver");
  export default S3rver;
}
