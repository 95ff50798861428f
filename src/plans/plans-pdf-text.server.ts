// Document copy for the generated plan PDFs (document content, not interface strings).
import type { PharmacyType } from './plan-types'

export const PDF_TEXT = {
  'en-us': {
    subtitle: (name: string, contractId: string, region: string, state: string) =>
      `${name} (${contractId}) - ${region}, ${state}`,
    footer: 'Ceiba Health is a fictional Medicare Advantage organization with a Medicare contract.',
    perDay: 'per day, days 1-5',
    perQuarter: 'every quarter',
    perMonth: 'each month',
    perYear: 'each year',
    notCovered: 'Not covered',
    noDrugs: 'This plan does not include Part D prescription drug coverage.',
    sections: {
      costs: 'Monthly costs and limits',
      medical: 'Medical care',
      extras: 'Extra benefits',
      drugs: 'Prescription drugs (tiers: 30-day supply at a standard retail pharmacy)',
      eligibility: 'Who can join',
      changes: 'What is changing',
      rights: 'Your rights',
      about: 'About this document',
    },
    rows: {
      premium: 'Monthly plan premium',
      buydown: 'Part B premium reduction',
      moopIn: 'Maximum out-of-pocket (in network)',
      moopCombined: 'Maximum out-of-pocket (in and out of network)',
      pcp: 'Primary care visit',
      pcpOut: 'Primary care visit (out of network)',
      specialist: 'Specialist visit',
      specialistOut: 'Specialist visit (out of network)',
      inpatient: 'Inpatient hospital stay',
      inpatientOut: 'Inpatient hospital stay (out of network)',
      otc: 'Over-the-counter allowance',
      eyewear: 'Eyewear allowance',
      food: 'Food and Home Card',
      wellness: 'Wellness rewards',
      dental: 'Comprehensive dental',
      dentalEyewear: 'Combined dental and eyewear',
      deductible: 'Part D deductible',
      tier: (n: number) => (n === 6 ? 'Tier 6 (select care drugs)' : `Tier ${n}`),
      pharmacy: (type: PharmacyType, days: 30 | 90) =>
        `${{ preferredRetail: 'Preferred retail', standardRetail: 'Standard retail', mailOrder: 'Mail order' }[type]}, ${days} days`,
      formulary: 'Formulary',
      insulin: 'Covered insulin',
      vaccines: 'Part D vaccines',
      rating: 'Overall plan rating',
      lisFull: 'Full Extra Help (100%)',
      lisPartial: (share: number) => `Partial Extra Help (${share}%)`,
      withoutLis: 'Without Extra Help',
      foodCovers: 'What it pays for',
      foodRollover: 'Unused amounts',
    },
    text: {
      SB: 'This summary lists what the plan covers and what you pay. It does not list every service. For the complete list, see the Evidence of Coverage.',
      EOC: 'The Evidence of Coverage explains how to get your Medicare health care and prescription drugs through this plan, what is covered and what you pay.',
      ANOC: "You are enrolled in this plan. This notice tells you about changes to the plan's costs and benefits next year.",
      rights:
        'You have the right to be treated with dignity, to get information in a way that works for you, including large print, braille or audio, and to make complaints and appeals.',
      formulary:
        'This list shows the retail cost share for a one-month supply of covered drugs by tier.',
      insulinLimit:
        'Insulin costs no more than $35 for a one-month supply of each covered product.',
      lis: 'Extra Help (the Low-Income Subsidy) lowers your Part D premium. The amount depends on the level of Extra Help Medicare gives you.',
      stars:
        'Every year, Medicare evaluates plans based on a 5-star rating system. Star Ratings are calculated each year and may change from one year to the next.',
      notRated: 'This plan is too new to have a Star Rating.',
      food: 'The Food and Home Card is a prepaid card for healthy food and utility bills at participating stores.',
      foodCovers: 'Healthy food, over-the-counter items and utility bills',
      foodRollover: 'Do not carry over to the next month',
      newPlan: (year: number) => `This plan is new for ${year}.`,
      dsnp: (levels: string) =>
        `You must have Medicare Part A and Part B and one of these Medicaid levels: ${levels}.`,
      csnp: (conditions: string) =>
        `You must have Medicare Part A and Part B and one of these conditions: ${conditions}.`,
      everyone: "You must have Medicare Part A and Part B and live in the plan's service area.",
    },
    conditions: {
      diabetes: 'diabetes',
      chronicHeartFailure: 'chronic heart failure',
      cardiovascular: 'cardiovascular disorders',
    },
    stars: (rating: number) => `${rating} out of 5 stars`,
  },
  'es-mx': {
    subtitle: (name: string, contractId: string, region: string, state: string) =>
      `${name} (${contractId}) - ${region}, ${state}`,
    footer:
      'Ceiba Health es una organización Medicare Advantage ficticia con contrato con Medicare.',
    perDay: 'por día, días 1 a 5',
    perQuarter: 'cada trimestre',
    perMonth: 'cada mes',
    perYear: 'cada año',
    notCovered: 'No cubierto',
    noDrugs: 'Este plan no incluye cobertura de medicamentos recetados de la Parte D.',
    sections: {
      costs: 'Costos mensuales y límites',
      medical: 'Atención médica',
      extras: 'Beneficios adicionales',
      drugs:
        'Medicamentos recetados (niveles: suministro de 30 días en una farmacia minorista estándar)',
      eligibility: 'Quién puede inscribirse',
      changes: 'Qué cambia',
      rights: 'Sus derechos',
      about: 'Acerca de este documento',
    },
    rows: {
      premium: 'Prima mensual del plan',
      buydown: 'Reducción de la prima de la Parte B',
      moopIn: 'Máximo de gastos de bolsillo (dentro de la red)',
      moopCombined: 'Máximo de gastos de bolsillo (dentro y fuera de la red)',
      pcp: 'Visita de atención primaria',
      pcpOut: 'Visita de atención primaria (fuera de la red)',
      specialist: 'Visita al especialista',
      specialistOut: 'Visita al especialista (fuera de la red)',
      inpatient: 'Hospitalización',
      inpatientOut: 'Hospitalización (fuera de la red)',
      otc: 'Asignación para artículos de venta libre',
      eyewear: 'Asignación para anteojos',
      food: 'Tarjeta de Alimentos y Hogar',
      wellness: 'Recompensas de bienestar',
      dental: 'Atención dental integral',
      dentalEyewear: 'Dental y anteojos combinados',
      deductible: 'Deducible de la Parte D',
      tier: (n: number) => (n === 6 ? 'Nivel 6 (medicamentos de atención selecta)' : `Nivel ${n}`),
      pharmacy: (type: PharmacyType, days: 30 | 90) =>
        `${{ preferredRetail: 'Minorista preferida', standardRetail: 'Minorista estándar', mailOrder: 'Pedido por correo' }[type]}, ${days} días`,
      formulary: 'Formulario',
      insulin: 'Insulina cubierta',
      vaccines: 'Vacunas de la Parte D',
      rating: 'Calificación general del plan',
      lisFull: 'Ayuda Adicional completa (100%)',
      lisPartial: (share: number) => `Ayuda Adicional parcial (${share}%)`,
      withoutLis: 'Sin Ayuda Adicional',
      foodCovers: 'Qué paga',
      foodRollover: 'Montos no usados',
    },
    text: {
      SB: 'Este resumen muestra lo que cubre el plan y lo que usted paga. No incluye todos los servicios. Para ver la lista completa, consulte la Evidencia de cobertura.',
      EOC: 'La Evidencia de cobertura explica cómo obtener su atención médica y sus medicamentos recetados de Medicare por medio de este plan, qué está cubierto y cuánto paga.',
      ANOC: 'Usted está inscrito en este plan. Este aviso le informa sobre los cambios en los costos y beneficios del plan para el próximo año.',
      rights:
        'Usted tiene derecho a recibir un trato digno, a obtener información en un formato que le sirva, como letra grande, braille o audio, y a presentar quejas y apelaciones.',
      formulary:
        'Esta lista muestra el costo compartido en farmacia para un suministro de un mes de los medicamentos cubiertos por nivel.',
      insulinLimit:
        'La insulina no cuesta más de $35 por un suministro de un mes de cada producto cubierto.',
      lis: 'La Ayuda Adicional (el Subsidio por bajos ingresos) reduce su prima de la Parte D. El monto depende del nivel de Ayuda Adicional que le otorgue Medicare.',
      stars:
        'Cada año, Medicare evalúa los planes según un sistema de calificación de 5 estrellas. Las calificaciones se calculan cada año y pueden cambiar de un año a otro.',
      notRated: 'Este plan es demasiado nuevo para tener una calificación de estrellas.',
      food: 'La Tarjeta de Alimentos y Hogar es una tarjeta prepagada para alimentos saludables y facturas de servicios en tiendas participantes.',
      foodCovers: 'Alimentos saludables, artículos de venta libre y facturas de servicios',
      foodRollover: 'No se acumulan para el mes siguiente',
      newPlan: (year: number) => `Este plan es nuevo para ${year}.`,
      dsnp: (levels: string) =>
        `Debe tener la Parte A y la Parte B de Medicare y uno de estos niveles de Medicaid: ${levels}.`,
      csnp: (conditions: string) =>
        `Debe tener la Parte A y la Parte B de Medicare y una de estas afecciones: ${conditions}.`,
      everyone:
        'Debe tener la Parte A y la Parte B de Medicare y vivir en el área de servicio del plan.',
    },
    conditions: {
      diabetes: 'diabetes',
      chronicHeartFailure: 'insuficiencia cardíaca crónica',
      cardiovascular: 'trastornos cardiovasculares',
    },
    stars: (rating: number) => `${rating} de 5 estrellas`,
  },
} as const
