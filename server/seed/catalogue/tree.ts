import type { CategoryLevel, LocalisedText, SeedCategory } from '../types.ts';

/** A node of the category tree; `key` lets family tables name their leaf. */
interface TreeNode {
  key: string;
  name: LocalisedText;
  children?: TreeNode[];
}

const node = (key: string, en: string, zh: string, children?: TreeNode[]): TreeNode =>
  children ? { key, name: { en, zh }, children } : { key, name: { en, zh } };

/**
 * Ids follow the position: a level-1 id is its sortOrder, a child's id is parentId * 100 + sortOrder
 * (Handles = 1 → 101 → 10101). Append new siblings at the end so that existing ids, and the URLs built
 * from them, never change.
 */
export const TREE: TreeNode[] = [
  node('design-elements', 'Design Elements', '设计元件', [
    node('operating-parts', 'Operating parts', '操作件', [
      node('handles', 'Handles', '拉手', [
        node('pull-handles', 'Pull handles', 'U 形拉手', [
          node('pull-al', 'Aluminium pull handles', '铝合金 U 形拉手'),
          node('pull-pa', 'Plastic pull handles', '塑料 U 形拉手'),
          node('pull-ss', 'Stainless steel pull handles', '不锈钢 U 形拉手'),
        ]),
        node('bridge', 'Bridge handles', '桥形拉手'),
        node('tubular', 'Tubular handles', '管状拉手'),
      ]),
      node('knobs', 'Knobs', '旋钮', [
        node('star-knobs', 'Star knobs', '星形旋钮', [
          node('star-bush', 'Star knobs with threaded bush', '带螺纹套星形旋钮'),
          node('star-stud', 'Star knobs with threaded stud', '带螺柱星形旋钮'),
        ]),
        node('ball-knobs', 'Ball knobs', '球形旋钮'),
        node('wing', 'Wing nuts and wing screws', '蝶形螺母与蝶形螺钉'),
        node('knurled', 'Knurled knobs', '滚花旋钮'),
        node('levers', 'Clamping levers', '夹紧手柄'),
      ]),
      node('wheels', 'Hand wheels and cranks', '手轮与曲柄', [
        node('wheel-spoked', 'Spoked hand wheels', '辐条手轮'),
        node('wheel-disc', 'Disc hand wheels', '盘式手轮'),
        node('cranks', 'Crank handles', '曲柄手柄'),
        node('revolving', 'Revolving and fixed handles', '旋转手柄与固定手柄'),
      ]),
    ]),
    node('indexing', 'Indexing and positioning', '分度与定位元件', [
      node('index', 'Indexing plungers', '分度销', [
        node('index-rest', 'Indexing plungers with rest position', '带止动位分度销'),
        node('index-norest', 'Indexing plungers without rest position', '无止动位分度销'),
        node('index-cam', 'Cam-action indexing plungers', '凸轮式分度销'),
      ]),
      node('spring', 'Spring plungers', '弹簧柱塞', [
        node('spring-pin', 'Spring plungers with pin', '销式弹簧柱塞'),
        node('spring-ball', 'Ball spring plungers', '球头弹簧柱塞'),
        node('spring-press', 'Press-fit spring plungers', '压入式弹簧柱塞'),
      ]),
    ]),
    node('feet-castors', 'Machine feet and castors', '机器脚与脚轮', [
      node('levelling', 'Levelling feet', '调节脚', [
        node('foot-steel', 'Levelling feet with steel base', '钢底座调节脚'),
        node('foot-plastic', 'Levelling feet with plastic base', '塑料底座调节脚'),
        node('foot-hygienic', 'Hygienic levelling feet', '卫生型调节脚'),
        node('foot-av', 'Anti-vibration mounts', '减振垫脚'),
      ]),
      node('castors', 'Castors', '脚轮', [
        node('castor-swivel', 'Swivel castors', '万向脚轮'),
        node('castor-brake', 'Swivel castors with brake', '带刹车万向脚轮'),
        node('castor-fixed', 'Fixed castors', '定向脚轮'),
      ]),
      node('balls', 'Ball transfer units', '万向球', [
        node('ball-flange', 'Ball transfer units with flange', '法兰式万向球'),
        node('ball-stud', 'Ball transfer units with stud', '螺柱式万向球'),
        node('ball-press', 'Press-in ball transfer units', '压入式万向球'),
      ]),
    ]),
  ]),
  node('access-components', 'Access Components', '柜门五金件', [
    node('hinges', 'Hinges', '铰链', [
      node('hinge-liftoff', 'Lift-off hinges', '可拆卸铰链'),
      node('hinge-concealed', 'Concealed hinges', '隐藏式铰链'),
      node('hinge-spring', 'Spring hinges', '弹簧铰链'),
      node('hinge-friction', 'Torque and detent hinges', '扭矩铰链与定位铰链'),
      node('hinge-piano', 'Continuous hinges', '长铰链'),
      node('hinge-profile', 'Profile hinges', '型材铰链'),
    ]),
    node('latches', 'Latches and catches', '锁扣与门碰', [
      node('latch-toggle', 'Toggle latches', '搭扣'),
      node('latch-compression', 'Compression latches', '压紧锁'),
      node('catch-magnet', 'Magnetic catches', '磁性门碰'),
      node('catch-ball', 'Ball and roller catches', '弹珠门碰与滚轮门碰'),
    ]),
    node('locks', 'Locks', '锁具', [
      node('quarter-turn', 'Quarter-turn locks', '转舌锁', [
        node('qt-tool', 'Quarter-turn locks with tool drive', '工具驱动转舌锁'),
        node('qt-key', 'Quarter-turn locks with key', '钥匙式转舌锁'),
        node('qt-wing', 'Quarter-turn locks with wing knob', '蝶形手柄转舌锁'),
      ]),
      node('swing-lock', 'Swing handle locks', '平面摇把锁'),
    ]),
    node('seals', 'Seals and edge protection', '密封件与护边', [
      node('edge', 'Edge protection profiles', '护边条'),
      node('sealing', 'Sealing profiles', '密封条', [
        node('seal-adhesive', 'Self-adhesive sealing profiles', '自粘密封条'),
        node('seal-clip', 'Clip-on sealing profiles', '卡扣式密封条'),
      ]),
      node('brush', 'Brush strips', '毛刷条'),
    ]),
    node('gas', 'Gas springs and dampers', '气弹簧与阻尼器', [
      node('gas-springs', 'Gas springs', '气弹簧', [
        node('gas-steel', 'Steel gas springs', '钢制气弹簧'),
        node('gas-ss', 'Stainless steel gas springs', '不锈钢气弹簧'),
        node('gas-traction', 'Gas traction springs', '拉伸式气弹簧'),
      ]),
      node('dampers', 'Dampers', '阻尼器'),
      node('end-fittings', 'End fittings', '端部接头'),
    ]),
    node('cabinet', 'Cabinet handles', '柜门拉手', [
      node('recessed', 'Recessed handles', '嵌入式拉手'),
      node('folding', 'Fold-down handles', '折叠拉手'),
      node('cabinet-pull', 'Cabinet pull handles', '柜门 U 形拉手'),
    ]),
  ]),
  node('work-holding', 'Work Holding', '工件夹持', [
    node('toggle', 'Toggle clamps', '快速夹钳', [
      node('toggle-vertical', 'Vertical toggle clamps', '垂直式快速夹钳'),
      node('toggle-horizontal', 'Horizontal toggle clamps', '水平式快速夹钳'),
      node('toggle-pushpull', 'Push-pull toggle clamps', '推拉式快速夹钳'),
      node('toggle-latch', 'Latch toggle clamps', '搭扣式快速夹钳'),
    ]),
    node('vices', 'Vices', '虎钳', [
      node('machine-vices', 'Machine vices', '机用虎钳', [
        node('vice-precision', 'Precision machine vices', '精密机用虎钳'),
        node('vice-compact', 'Compact vices', '紧凑型虎钳'),
        node('vice-centring', 'Self-centring vices', '自定心虎钳'),
      ]),
      node('vice-jaws', 'Vice jaws', '钳口'),
    ]),
    node('clamping', 'Clamping elements', '夹紧元件', [
      node('swing-clamps', 'Swing clamps', '转角压紧器'),
      node('straps', 'Clamping straps', '压板', [
        node('strap-flat', 'Flat and forked clamping straps', '平压板与叉形压板'),
        node('strap-gooseneck', 'Gooseneck clamping straps', '鹅颈压板'),
        node('strap-adjustable', 'Adjustable clamping straps', '可调压板'),
      ]),
      node('tslot', 'T-slot bolts and nuts', 'T 形槽螺栓与螺母', [
        node('tslot-bolts', 'T-slot bolts', 'T 形槽螺栓'),
        node('tslot-nuts', 'T-slot nuts', 'T 形槽螺母'),
      ]),
      node('pads', 'Thrust pads', '压块'),
    ]),
    node('locating', 'Locating elements', '定位元件', [
      node('pins', 'Locating pins', '定位销', [
        node('pin-cyl', 'Cylindrical locating pins', '圆柱定位销'),
        node('pin-diamond', 'Diamond locating pins', '菱形定位销'),
        node('pin-balllock', 'Ball lock pins', '球锁销'),
      ]),
      node('bushes', 'Bushes', '衬套', [
        node('bush-drill', 'Drill bushes', '钻套'),
        node('bush-locating', 'Locating bushes', '定位衬套'),
      ]),
      node('rest', 'Rest pads and support pins', '支承钉'),
    ]),
    node('modular', 'Modular fixturing', '组合夹具', [
      node('base-plates', 'Base plates', '基础板'),
      node('angle-plates', 'Angle plates', '角板'),
      node('supports', 'Support elements', '支撑元件'),
    ]),
  ]),
];

/** A category before its tile image is chosen, with the key that family tables refer to. */
export interface TreeCategory extends Omit<SeedCategory, 'imageSvg'> {
  key: string;
  isLeaf: boolean;
}

const MAX_SIBLINGS = 99;

/** Depth-first, so every parent precedes its children. */
export function flattenTree(tree: TreeNode[] = TREE): TreeCategory[] {
  const out: TreeCategory[] = [];
  const walk = (nodes: TreeNode[], parentId: number | null, level: number): void => {
    if (nodes.length > MAX_SIBLINGS) throw new Error(`More than ${MAX_SIBLINGS} siblings under ${parentId}`);
    if (level > 5) throw new Error('The category tree is deeper than five levels');
    nodes.forEach((n, i) => {
      const sortOrder = i + 1;
      const id = parentId === null ? sortOrder : parentId * 100 + sortOrder;
      const isLeaf = !n.children?.length;
      out.push({ id, parentId, level: level as CategoryLevel, name: n.name, sortOrder, key: n.key, isLeaf });
      if (n.children) walk(n.children, id, level + 1);
    });
  };
  walk(tree, null, 1);
  return out;
}
