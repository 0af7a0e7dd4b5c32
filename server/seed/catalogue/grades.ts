import type { LocalisedText } from '../types.ts';

/** A material as the catalogue states it, with what the generator needs to weigh and price it. */
interface Material {
  /** Part-number code, e.g. SS. */
  code: string;
  name: LocalisedText;
  /** g/cm³, for the weight. */
  density: number;
  /** Price relative to plain steel. */
  price: number;
  /** Made to order more often: longer lead times when out of stock. */
  special?: boolean;
  /** One sentence for the family description. */
  note: LocalisedText;
}

const m = (
  code: string,
  en: string,
  zh: string,
  density: number,
  price: number,
  note: [en: string, zh: string],
  special = false,
): Material => ({ code, name: { en, zh }, density, price, special, note: { en: note[0], zh: note[1] } });

export const MATERIALS = {
  steel: m('ST', 'Steel', '钢', 7.85, 1, [
    'Steel takes high loads and tightening torques at low cost.',
    '钢制件承载能力高，可承受较大拧紧力矩，且成本低。',
  ]),
  steelHard: m('ST', 'Steel, case-hardened', '钢，表面渗碳淬火', 7.85, 1.3, [
    'Case-hardened to about 58 HRC at the surface for wear resistance, with a tough core.',
    '表面渗碳淬火至约 58 HRC，耐磨且心部韧性好。',
  ]),
  steel88: m('ST', 'Steel, strength class 8.8', '钢，强度等级 8.8', 7.85, 1, [
    'Strength class 8.8 carries the full preload of the thread; do not weld.',
    '强度等级 8.8，可承受螺纹的全部预紧力；请勿焊接。',
  ]),
  steel10: m('ST', 'Steel, strength class 10', '钢，强度等级 10', 7.85, 1.1, [
    'Class 10 nuts match class 10.9 screws and studs.',
    '强度等级 10 的螺母与 10.9 级螺钉和螺柱配用。',
  ]),
  ss303: m('SS', 'Stainless steel 1.4305', '不锈钢 1.4305', 7.9, 2.4, [
    'Stainless steel 1.4305 (AISI 303) resists corrosion in damp and washdown areas.',
    '不锈钢 1.4305（AISI 303）耐腐蚀，适用于潮湿及冲洗环境。',
  ]),
  ss316: m(
    'A4',
    'Stainless steel 1.4404',
    '不锈钢 1.4404',
    8,
    3,
    [
      'Stainless steel 1.4404 (AISI 316L) suits food, pharmaceutical, marine and outdoor use.',
      '不锈钢 1.4404（AISI 316L）适用于食品、制药、船舶及户外环境。',
    ],
    true,
  ),
  alu: m('AL', 'Aluminium EN AW-6082', '铝合金 EN AW-6082', 2.7, 1.3, [
    'Aluminium keeps the weight low; the anodised layer is hard-wearing and corrosion-resistant.',
    '铝合金重量轻；阳极氧化层耐磨且耐腐蚀。',
  ]),
  zinc: m('ZN', 'Zinc die-cast', '锌压铸', 6.6, 0.9, [
    'Zinc die-casting allows compact shapes, and the coating resists scratches and cleaning agents.',
    '锌压铸可实现紧凑造型，涂层耐刮擦、耐清洁剂。',
  ]),
  pa: m('PA', 'Polyamide PA6 glass-fibre reinforced', '玻璃纤维增强聚酰胺 PA6', 1.4, 0.55, [
    'Glass-fibre reinforced PA6 is tough, electrically insulating and usable from -30 °C to +100 °C.',
    '玻璃纤维增强 PA6 韧性好、电绝缘，使用温度 -30 °C 至 +100 °C。',
  ]),
  pf: m('PF', 'Duroplast (phenolic moulding compound)', '热固性塑料（酚醛模塑料）', 1.4, 0.6, [
    'Duroplast stays dimensionally stable and resists oils, coolants and heat up to 130 °C.',
    '热固性塑料尺寸稳定，耐油、耐切削液，耐热至 130 °C。',
  ]),
  gg: m('GG', 'Cast iron EN-GJL-250', '灰铸铁 EN-GJL-250', 7.2, 0.9, [
    'Grey cast iron damps vibration and is machined on all functional faces.',
    '灰铸铁减振性好，所有功能面均经机加工。',
  ]),
  brass: m('MS', 'Brass CuZn39Pb3', '黄铜 CuZn39Pb3', 8.5, 1.8, [
    'Brass is non-magnetic, does not rust and runs smoothly against steel.',
    '黄铜无磁性、不生锈，与钢配合运动顺滑。',
  ]),
  epdm: m('EP', 'EPDM rubber', '三元乙丙橡胶 EPDM', 1.2, 1.1, [
    'EPDM withstands weathering, ozone and UV from -40 °C to +100 °C.',
    'EPDM 耐候、耐臭氧、抗紫外线，使用温度 -40 °C 至 +100 °C。',
  ]),
  pvc: m('PV', 'PVC with embedded steel clip', '内嵌钢夹的 PVC', 1.6, 1, [
    'The embedded steel clip grips firmly without adhesive or tools.',
    '内嵌钢夹无需胶粘或工具即可牢固夹持。',
  ]),
  silicone: m(
    'SI',
    'Silicone rubber',
    '硅橡胶',
    1.2,
    2.5,
    [
      'Silicone stays flexible from -60 °C to +200 °C and is odourless.',
      '硅橡胶在 -60 °C 至 +200 °C 范围内保持柔韧，且无异味。',
    ],
    true,
  ),
  brushPa: m('PA', 'Polyamide PA6.6 bristles', 'PA6.6 尼龙刷毛', 1.5, 1, [
    'The dense bristles keep out dust and draughts yet let cables and parts pass.',
    '浓密的刷毛可阻挡灰尘和气流，同时允许电缆和工件通过。',
  ]),
  wheelPa: m('PA', 'Polyamide PA6 wheel, pressed-steel bracket', '聚酰胺 PA6 轮，冲压钢支架', 2.5, 1, [
    'Polyamide wheels roll easily on smooth floors and resist oils and most chemicals.',
    '聚酰胺轮在平滑地面上滚动轻快，耐油及大多数化学品。',
  ]),
  wheelPu: m('PU', 'Polyurethane tread on polyamide centre', '聚酰胺轮芯，聚氨酯轮面', 2.5, 1.4, [
    'The polyurethane tread runs quietly and leaves no marks on the floor.',
    '聚氨酯轮面运行安静，不会在地面留下痕迹。',
  ]),
  wheelPuSs: m(
    'PUS',
    'Polyurethane tread, stainless steel bracket 1.4301',
    '聚氨酯轮面，不锈钢支架 1.4301',
    2.6,
    2.6,
    ['The stainless bracket and sealed bearings stand up to daily washdown.', '不锈钢支架和密封轴承可承受日常冲洗。'],
    true,
  ),
  wheelRubber: m('RB', 'Elastic rubber tread on polyamide centre', '聚酰胺轮芯，弹性橡胶轮面', 2.5, 1.2, [
    'The elastic rubber tread absorbs shocks on uneven floors.',
    '弹性橡胶轮面可吸收不平地面带来的冲击。',
  ]),
  rubber: m('NR', 'Natural rubber 55 Shore A, steel fittings', '天然橡胶（邵氏硬度 A 55），钢制连接件', 3, 1, [
    'The rubber element isolates vibration and structure-borne noise.',
    '橡胶元件可隔离振动和结构噪声。',
  ]),
} satisfies Record<string, Material>;

/** A finish; `suffix` tells colours of one material apart in the part number (AL natural vs ALB black). */
interface Finish {
  name: LocalisedText;
  suffix?: string;
}

const f = (en: string, zh: string, suffix?: string): Finish =>
  suffix ? { name: { en, zh }, suffix } : { name: { en, zh } };

export const FINISHES = {
  zincBlue: f('Zinc-plated, blue passivated', '镀锌，蓝色钝化'),
  blackOxide: f('Black oxide', '发黑'),
  natural: f('Natural, bright', '本色光亮'),
  shotBlasted: f('Matt shot-blasted', '哑光喷砂'),
  electropolished: f('Electropolished, Ra < 0.8 µm', '电解抛光，Ra < 0.8 µm'),
  polished: f('Polished', '抛光'),
  anodNatural: f('Anodised natural', '本色阳极氧化'),
  anodBlack: f('Anodised black', '黑色阳极氧化', 'B'),
  powderBlack: f('Powder-coated RAL 9005, matt', '粉末喷涂 RAL 9005，哑光', 'B'),
  powderGrey: f('Powder-coated RAL 7035', '粉末喷涂 RAL 7035', 'G'),
  blackMatt: f('Black, matt', '黑色哑光'),
  greyMatt: f('Grey RAL 7035, matt', '灰色 RAL 7035，哑光', 'G'),
  redMatt: f('Red RAL 3000, matt', '红色 RAL 3000，哑光', 'R'),
  blackGloss: f('Black, glossy', '黑色光亮'),
  white: f('White', '白色', 'W'),
  black: f('Black', '黑色'),
  plain: f('Plain', '本色'),
  machined: f('Plain, machined faces bright', '本色，加工面光亮'),
  rimTurned: f('Rim and hub turned', '轮缘和轮毂车削'),
  ground: f('Ground', '磨削'),
  zincBracket: f('Bracket zinc-plated', '支架镀锌'),
  gasFinish: f('Tube powder-coated black, rod hard chrome-plated', '缸筒黑色粉末喷涂，活塞杆镀硬铬'),
} satisfies Record<string, Finish>;

export type MaterialKey = keyof typeof MATERIALS;
export type FinishKey = keyof typeof FINISHES;
/** A material in a finish, written 'ss303:natural'. */
export type GradeKey = `${MaterialKey}:${FinishKey}`;

export interface Grade {
  code: string;
  material: Material;
  finish: Finish;
}

export function grade(key: GradeKey): Grade {
  const [mk, fk] = key.split(':') as [MaterialKey, FinishKey];
  const material = MATERIALS[mk];
  const finish = FINISHES[fk];
  return { code: material.code + (finish.suffix ?? ''), material, finish };
}
