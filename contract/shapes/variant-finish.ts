/**
 * The finish of one variant of a family. A family states its finishes as one text, 'A / B', one for
 * each grade it is made in (server/seed/catalogue/build-family.ts, and the import keeps that form),
 * and each variant's part number ends with its grade's code (ALB for black anodised aluminium, AL
 * for natural). The codes in the order the variants first use them line up with the finishes; when
 * their counts differ the family's finishes cannot be told apart, and every variant gets the family's.
 */
export function variantFinish(familyFinish: string, partNos: readonly string[], partNo: string): string {
  const finishes = familyFinish.split('/').map((f) => f.trim()).filter((f) => f !== '');
  const gradeOf = (p: string) => p.slice(p.lastIndexOf('-') + 1);
  const grades = [...new Set(partNos.map(gradeOf))];
  if (finishes.length < 2 || finishes.length !== grades.length) return familyFinish;
  return finishes[grades.indexOf(gradeOf(partNo))] ?? familyFinish;
}
