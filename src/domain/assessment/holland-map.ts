// Our own Holland (RIASEC) codes for the 本科 major classes (专业类, 2025 catalogue) and the professions of our seed:
// one to three letters, the dominant type first. Assigned by the Qihang team from what each class's study and each
// profession's daily work consist of (hands-on making, research, creation, working with people, leading, orderly
// data work); a guide for pointing results to majors and professions, not a published norm. See the README.

export const MAJOR_CLASS_HOLLAND: Readonly<Record<string, string>> = {
  "0101": "IAS", "0201": "ECI", "0202": "CEI", "0203": "ECI", "0204": "ECS",
  "0301": "ESI", "0302": "ESI", "0303": "SIA", "0304": "SIA", "0305": "SEI", "0306": "SER",
  "0401": "SAI", "0402": "RSE",
  "0501": "ASI", "0502": "ASE", "0503": "AES",
  "0601": "IAS",
  "0701": "ICR", "0702": "IRC", "0703": "IRC", "0704": "IRA", "0705": "IRC", "0706": "IRC", "0707": "IRC", "0708": "IRC",
  "0709": "RIC", "0710": "IRS", "0711": "ISA", "0712": "ICE",
  "0801": "IRC", "0802": "RIC", "0803": "RIC", "0804": "IRC", "0805": "RIC", "0806": "RIC", "0807": "IRC", "0808": "RIC",
  "0809": "ICR", "0810": "RIC", "0811": "RIC", "0812": "RCI", "0813": "IRC", "0814": "RIC", "0815": "RIC", "0816": "RAC",
  "0817": "RCI", "0818": "RCE", "0819": "RIC", "0820": "RIC", "0821": "RIC", "0822": "IRC", "0823": "RIC", "0824": "RIC",
  "0825": "IRS", "0826": "IRS", "0827": "IRC", "0828": "ARI", "0829": "RCI", "0830": "IRC", "0831": "RIC", "0832": "IRA",
  "0901": "RIC", "0902": "IRS", "0903": "RIC", "0904": "IRS", "0905": "RIS", "0906": "RIC", "0907": "RIC",
  "1001": "ISR", "1002": "ISR", "1003": "IRS", "1004": "ISC", "1005": "ISR", "1006": "ISR", "1007": "IRC", "1008": "IRC",
  "1009": "IRC", "1010": "RIS", "1011": "SIR",
  "1201": "ICE", "1202": "ECS", "1203": "ECR", "1204": "SEC", "1205": "CIS", "1206": "CER", "1207": "CIE", "1208": "ECA", "1209": "ESA",
  "1301": "AIS", "1302": "ASE", "1303": "AES", "1304": "ARI", "1305": "ARI",
};

export const PROFESSION_HOLLAND: Readonly<Record<string, string>> = {
  "2-02-10-01": "ICR", "2-02-10-02": "IRC", "2-02-10-03": "ICR", "2-02-10-04": "ICE", "2-02-07-01": "RIC", "2-02-11-01": "RIC",
  "2-02-12-01": "IRC", "2-02-18-01": "RIC", "2-02-19-01": "AIR", "2-02-27-01": "IRC",
  "2-05-01-01": "ISR", "2-05-03-01": "IRS", "2-05-06-01": "ICS", "2-05-08-01": "SIR", "2-05-04-01": "ISC",
  "2-06-01-01": "ICE", "2-06-05-01": "CEI", "2-06-07-01": "EIC",
  "2-07-01-01": "ESI", "2-07-02-01": "SEA",
  "2-08-02-01": "SAI", "2-08-05-01": "SRE", "2-08-06-01": "SAE",
  "2-09-06-01": "AER", "2-09-03-01": "ASE",
  "2-10-01-01": "AES", "2-10-03-01": "ASC",
  "2-01-02-01": "IRC", "2-01-03-01": "IRC", "2-01-05-01": "IRS", "2-01-01-01": "ICA",
  "4-01-02-01": "ECA", "4-01-05-01": "ESA", "4-02-06-01": "CER", "4-02-01-01": "CRE", "4-03-01-01": "ESC",
  "6-18-01-01": "RCI", "6-18-02-01": "RIC", "6-22-02-01": "RIC", "5-01-01-01": "RIS",
};
