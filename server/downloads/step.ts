import { cadFileName } from './file-names.ts';
import { writeSolid } from './step-brep.ts';
import { list, placement, str, StepData } from './step-data.ts';
import { isoDay, type CadInput } from './types.ts';

/**
 * A STEP AP214 file (ISO 10303-21) of a variant's simplified model: one part whose shape is the
 * envelope as a B-rep solid, in millimetres, as CAD programs read it from part configurators.
 */
export function variantStep(input: CadInput): string {
  const step = new StepData();
  const context = step.add("APPLICATION_CONTEXT('core data for automotive mechanical design processes')");
  step.add(`APPLICATION_PROTOCOL_DEFINITION('international standard','automotive_design',2000,${context})`);
  const product = step.add(
    `PRODUCT(${str(input.partNo)},${str(`${input.partNo} ${input.familyName}`)},'',(${step.add(`PRODUCT_CONTEXT('',${context},'mechanical')`)}))`,
  );
  step.add(`PRODUCT_RELATED_PRODUCT_CATEGORY('part',$,(${product}))`);
  const formation = step.add(`PRODUCT_DEFINITION_FORMATION('','',${product})`);
  const definition = step.add(
    `PRODUCT_DEFINITION('design','',${formation},${step.add(`PRODUCT_DEFINITION_CONTEXT('part definition',${context},'design')`)})`,
  );
  const definitionShape = step.add(`PRODUCT_DEFINITION_SHAPE('','',${definition})`);

  const mm = step.add('(LENGTH_UNIT() NAMED_UNIT(*) SI_UNIT(.MILLI.,.METRE.))');
  const radian = step.add('(NAMED_UNIT(*) PLANE_ANGLE_UNIT() SI_UNIT($,.RADIAN.))');
  const steradian = step.add('(NAMED_UNIT(*) SI_UNIT($,.STERADIAN.) SOLID_ANGLE_UNIT())');
  const uncertainty = step.add(
    `UNCERTAINTY_MEASURE_WITH_UNIT(LENGTH_MEASURE(1.E-07),${mm},'distance_accuracy_value','confusion accuracy')`,
  );
  const units = step.add(
    `(GEOMETRIC_REPRESENTATION_CONTEXT(3) GLOBAL_UNCERTAINTY_ASSIGNED_CONTEXT((${uncertainty})) ` +
      `GLOBAL_UNIT_ASSIGNED_CONTEXT(${list([mm, radian, steradian])}) REPRESENTATION_CONTEXT('',''))`,
  );

  // The part's shape representation holds its placement; the solid sits in the B-rep representation it is related to.
  const origin = placement(step, [0, 0, 0], [0, 0, 1], [1, 0, 0]);
  const solid = writeSolid(step, input.envelope, input.partNo);
  const shape = step.add(`SHAPE_REPRESENTATION(${str(input.partNo)},(${origin}),${units})`);
  const brep = step.add(`ADVANCED_BREP_SHAPE_REPRESENTATION(${str(input.partNo)},${list([solid, origin])},${units})`);
  step.add(`SHAPE_DEFINITION_REPRESENTATION(${definitionShape},${shape})`);
  step.add(`SHAPE_REPRESENTATION_RELATIONSHIP('','',${shape},${brep})`);

  return [
    'ISO-10303-21;',
    'HEADER;',
    `FILE_DESCRIPTION((${str(`Simplified model (envelope) of ${input.partNo}, dimensions in mm`)}),'2;1');`,
    `FILE_NAME(${str(cadFileName(input.partNo, 'step'))},'${isoDay(input.generatedOn)}T00:00:00',(${str(input.company)}),(${str(input.company)}),'','Lihda shop','');`,
    "FILE_SCHEMA(('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'));",
    'ENDSEC;',
    'DATA;',
    step.toString() + 'ENDSEC;',
    'END-ISO-10303-21;',
    '',
  ].join('\n');
}
