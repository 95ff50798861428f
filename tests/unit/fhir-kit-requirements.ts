/**
 * What Inferno's test kits check, per profile: the Da Vinci Plan-Net test kit 0.13.3 (Plan-Net 1.1.0)
 * and the US Drug Formulary test kit (US Drug Formulary 2.0.1), read from their requirement lists
 * (the generated metadata of each profile's group): SHALL/SHOULD interactions, search parameters
 * with the element they search and the chains the kit tries, _include and _revinclude values, and
 * must-support elements and extensions. Facts only, in this project's own shape; the walker is
 * fhir-kit-conformance.ts.
 */
export type KitSearch = {
  name: string
  expectation: 'SHALL' | 'SHOULD'
  type: string
  paths: string[]
  target?: string
  chains?: string[]
}
export type KitProfile = {
  kit: 'plan-net' | 'usdf'
  resource: string
  profile: string
  interactions: Array<{ code: string; expectation: 'SHALL' | 'SHOULD' }>
  searches: KitSearch[]
  includes: string[]
  revincludes: string[]
  mustSupport: { elements: string[]; extensions: Array<{ id: string; url: string }> }
}

export const KIT_PROFILES: KitProfile[] = [
  {
    kit: 'plan-net',
    resource: 'Practitioner',
    profile:
      'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/plannet-Practitioner',
    interactions: [
      { code: 'search-type', expectation: 'SHALL' },
      { code: 'read', expectation: 'SHALL' },
      { code: 'vread', expectation: 'SHOULD' },
    ],
    searches: [
      { name: 'name', expectation: 'SHALL', type: 'HumanName', paths: ['name'] },
      { name: '_id', expectation: 'SHALL', type: 'token', paths: ['Resource.id'] },
      {
        name: '_lastUpdated',
        expectation: 'SHALL',
        type: 'date',
        paths: ['Resource.meta.lastUpdated'],
      },
      { name: 'family', expectation: 'SHALL', type: 'string', paths: ['name.family'] },
      { name: 'given', expectation: 'SHALL', type: 'string', paths: ['name.given'] },
    ],
    includes: [],
    revincludes: ['PractitionerRole:practitioner'],
    mustSupport: {
      elements: [
        'identifier',
        'identifier.type',
        'identifier.system',
        'identifier.value',
        'active',
        'name',
        'name.text',
        'name.family',
        'name.given',
        'telecom',
        'address',
        'qualification',
        'qualification.identifier',
        'qualification.code',
        'qualification.period',
        'qualification.issuer',
        'communication',
      ],
      extensions: [
        {
          id: 'Practitioner.address.extension:geolocation',
          url: 'http://hl7.org/fhir/StructureDefinition/geolocation',
        },
        {
          id: 'Practitioner.qualification.extension:practitioner-qualification',
          url: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/practitioner-qualification',
        },
        {
          id: 'Practitioner.communication.extension:communication-proficiency',
          url: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/communication-proficiency',
        },
      ],
    },
  },
  {
    kit: 'plan-net',
    resource: 'PractitionerRole',
    profile:
      'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/plannet-PractitionerRole',
    interactions: [
      { code: 'search-type', expectation: 'SHALL' },
      { code: 'read', expectation: 'SHALL' },
      { code: 'vread', expectation: 'SHOULD' },
    ],
    searches: [
      {
        name: 'practitioner',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['practitioner'],
        target: 'Practitioner',
        chains: ['name'],
      },
      {
        name: 'organization',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['organization'],
        target: 'Organization',
        chains: ['name', 'address', 'partof', 'type'],
      },
      {
        name: 'location',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['location'],
        target: 'Location',
        chains: [
          'address',
          'address-postalcode',
          'address-city',
          'address-state',
          'organization',
          'type',
        ],
      },
      {
        name: 'service',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['healthcareService'],
        target: 'HealthcareService',
        chains: ['service-category', 'organization', 'location'],
      },
      {
        name: 'network',
        expectation: 'SHALL',
        type: 'Reference',
        paths: [
          "extension.where(url='http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/network-reference')",
        ],
        target: 'Organization',
        chains: ['name', 'address', 'partof', 'type'],
      },
      {
        name: 'endpoint',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['endpoint'],
        target: 'Endpoint',
        chains: ['organization'],
      },
      { name: 'role', expectation: 'SHALL', type: 'CodeableConcept', paths: ['code'] },
      { name: 'specialty', expectation: 'SHALL', type: 'CodeableConcept', paths: ['specialty'] },
      { name: '_id', expectation: 'SHALL', type: 'token', paths: ['Resource.id'] },
      {
        name: '_lastUpdated',
        expectation: 'SHALL',
        type: 'date',
        paths: ['Resource.meta.lastUpdated'],
      },
    ],
    includes: [
      'PractitionerRole:practitioner',
      'PractitionerRole:organization',
      'PractitionerRole:location',
      'PractitionerRole:service',
      'PractitionerRole:network',
      'PractitionerRole:endpoint',
    ],
    revincludes: [],
    mustSupport: {
      elements: [
        'identifier.type',
        'identifier.value',
        'active',
        'period',
        'practitioner',
        'organization',
        'code',
        'specialty',
        'location',
        'healthcareService',
        'telecom',
        'telecom.system',
        'telecom.value',
        'telecom.rank',
        'availableTime',
        'availableTime.daysOfWeek',
        'availableTime.allDay',
        'availableTime.availableStartTime',
        'availableTime.availableEndTime',
        'notAvailable',
        'notAvailable.description',
        'notAvailable.during',
        'endpoint',
      ],
      extensions: [
        {
          id: 'PractitionerRole.extension:newpatients',
          url: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/newpatients',
        },
        {
          id: 'PractitionerRole.extension:network-reference',
          url: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/network-reference',
        },
        {
          id: 'PractitionerRole.extension:qualification',
          url: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/qualification',
        },
        {
          id: 'PractitionerRole.telecom.extension:contactpoint-availabletime',
          url: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/contactpoint-availabletime',
        },
        {
          id: 'PractitionerRole.telecom.extension:via-intermediary',
          url: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/via-intermediary',
        },
      ],
    },
  },
  {
    kit: 'plan-net',
    resource: 'Organization',
    profile:
      'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/plannet-Organization',
    interactions: [
      { code: 'search-type', expectation: 'SHALL' },
      { code: 'read', expectation: 'SHALL' },
      { code: 'vread', expectation: 'SHOULD' },
    ],
    searches: [
      {
        name: 'partof',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['partOf'],
        target: 'Organization',
        chains: ['name', 'address', 'type'],
      },
      {
        name: 'endpoint',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['endpoint'],
        target: 'Endpoint',
        chains: ['organization'],
      },
      { name: 'address', expectation: 'SHALL', type: 'Address', paths: ['address'] },
      { name: 'name', expectation: 'SHALL', type: 'string', paths: ['name', 'alias'] },
      { name: '_id', expectation: 'SHALL', type: 'token', paths: ['Resource.id'] },
      {
        name: '_lastUpdated',
        expectation: 'SHALL',
        type: 'date',
        paths: ['Resource.meta.lastUpdated'],
      },
      { name: 'type', expectation: 'SHALL', type: 'CodeableConcept', paths: ['type'] },
      {
        name: 'coverage-area',
        expectation: 'SHALL',
        type: 'Reference',
        paths: [
          "extension.where(url='http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/location-reference')",
        ],
        target: 'Location',
      },
    ],
    includes: ['Organization:partof', 'Organization:endpoint', 'Organization:coverage-area'],
    revincludes: [
      'Endpoint:organization',
      'HealthcareService:organization',
      'InsurancePlan:administered-by',
      'InsurancePlan:owned-by',
      'OrganizationAffiliation:primary-organization',
      'PractitionerRole:organization',
      'OrganizationAffiliation:participating-organization',
    ],
    mustSupport: {
      elements: [
        'identifier',
        'identifier.type',
        'identifier.system',
        'identifier.value',
        'active',
        'type',
        'name',
        'telecom',
        'telecom.system',
        'telecom.value',
        'telecom.rank',
        'address',
        'address.type',
        'address.text',
        'address.line',
        'address.city',
        'address.state',
        'address.postalCode',
        'address.country',
        'partOf',
        'contact',
        'contact.telecom',
        'contact.telecom.system',
        'contact.telecom.value',
        'contact.telecom.use',
        'endpoint',
      ],
      extensions: [
        {
          id: 'Organization.extension:qualification',
          url: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/qualification',
        },
        {
          id: 'Organization.extension:org-description',
          url: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/org-description',
        },
        {
          id: 'Organization.telecom.extension:contactpoint-availabletime',
          url: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/contactpoint-availabletime',
        },
        {
          id: 'Organization.telecom.extension:via-intermediary',
          url: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/via-intermediary',
        },
        {
          id: 'Organization.address.extension:geolocation',
          url: 'http://hl7.org/fhir/StructureDefinition/geolocation',
        },
      ],
    },
  },
  {
    kit: 'plan-net',
    resource: 'Organization',
    profile: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/plannet-Network',
    interactions: [
      { code: 'search-type', expectation: 'SHALL' },
      { code: 'read', expectation: 'SHALL' },
      { code: 'vread', expectation: 'SHOULD' },
    ],
    searches: [
      {
        name: 'partof',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['partOf'],
        target: 'Organization',
        chains: ['name', 'address', 'type'],
      },
      {
        name: 'endpoint',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['endpoint'],
        target: 'Endpoint',
        chains: ['organization'],
      },
      { name: 'address', expectation: 'SHALL', type: 'Address', paths: ['address'] },
      { name: 'name', expectation: 'SHALL', type: 'string', paths: ['name', 'alias'] },
      { name: '_id', expectation: 'SHALL', type: 'token', paths: ['Resource.id'] },
      {
        name: '_lastUpdated',
        expectation: 'SHALL',
        type: 'date',
        paths: ['Resource.meta.lastUpdated'],
      },
      { name: 'type', expectation: 'SHALL', type: 'CodeableConcept', paths: ['type'] },
      {
        name: 'coverage-area',
        expectation: 'SHALL',
        type: 'Reference',
        paths: [
          "extension.where(url='http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/location-reference')",
        ],
        target: 'Location',
      },
    ],
    includes: ['Organization:partof', 'Organization:endpoint', 'Organization:coverage-area'],
    revincludes: ['PractitionerRole:network'],
    mustSupport: {
      elements: [
        'identifier',
        'identifier.type',
        'identifier.system',
        'identifier.value',
        'active',
        'type',
        'name',
        'telecom',
        'address',
        'address.line',
        'address.city',
        'address.state',
        'address.postalCode',
        'address.country',
        'partOf',
        'contact',
        'contact.name',
        'contact.telecom',
        'contact.telecom.system',
        'contact.telecom.value',
        'endpoint',
      ],
      extensions: [
        {
          id: 'Organization.extension:location-reference',
          url: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/location-reference',
        },
      ],
    },
  },
  {
    kit: 'plan-net',
    resource: 'Location',
    profile: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/plannet-Location',
    interactions: [
      { code: 'search-type', expectation: 'SHALL' },
      { code: 'read', expectation: 'SHALL' },
      { code: 'vread', expectation: 'SHOULD' },
    ],
    searches: [
      {
        name: 'partof',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['partOf'],
        target: 'Location',
        chains: ['type', 'address', 'organization'],
      },
      {
        name: 'organization',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['managingOrganization'],
        target: 'Organization',
        chains: ['name', 'address', 'partof', 'type'],
      },
      {
        name: 'endpoint',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['endpoint'],
        target: 'Endpoint',
        chains: ['organization'],
      },
      { name: 'address-city', expectation: 'SHALL', type: 'string', paths: ['address.city'] },
      { name: 'address-state', expectation: 'SHALL', type: 'string', paths: ['address.state'] },
      {
        name: 'address-postalcode',
        expectation: 'SHALL',
        type: 'string',
        paths: ['address.postalCode'],
      },
      { name: 'address', expectation: 'SHALL', type: 'Address', paths: ['address'] },
      { name: 'type', expectation: 'SHALL', type: 'CodeableConcept', paths: ['type'] },
      { name: '_id', expectation: 'SHALL', type: 'token', paths: ['Resource.id'] },
      {
        name: '_lastUpdated',
        expectation: 'SHALL',
        type: 'date',
        paths: ['Resource.meta.lastUpdated'],
      },
    ],
    includes: ['Location:endpoint', 'Location:organization', 'Location:partof'],
    revincludes: [
      'HealthcareService:location',
      'InsurancePlan:coverage-area',
      'OrganizationAffiliation:location',
      'PractitionerRole:location',
    ],
    mustSupport: {
      elements: [
        'identifier.type',
        'identifier.value',
        'status',
        'name',
        'alias',
        'description',
        'type',
        'telecom',
        'telecom.system',
        'telecom.value',
        'address',
        'address.line',
        'address.city',
        'address.state',
        'address.postalCode',
        'position',
        'managingOrganization',
        'partOf',
        'hoursOfOperation',
        'hoursOfOperation.daysOfWeek',
        'hoursOfOperation.allDay',
        'hoursOfOperation.openingTime',
        'hoursOfOperation.closingTime',
        'availabilityExceptions',
        'endpoint',
      ],
      extensions: [
        {
          id: 'Location.extension:newpatients',
          url: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/newpatients',
        },
        {
          id: 'Location.extension:accessibility',
          url: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/accessibility',
        },
        {
          id: 'Location.extension:region',
          url: 'http://hl7.org/fhir/StructureDefinition/location-boundary-geojson',
        },
        {
          id: 'Location.telecom.extension:contactpoint-availabletime',
          url: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/contactpoint-availabletime',
        },
        {
          id: 'Location.telecom.extension:via-intermediary',
          url: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/via-intermediary',
        },
      ],
    },
  },
  {
    kit: 'plan-net',
    resource: 'HealthcareService',
    profile:
      'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/plannet-HealthcareService',
    interactions: [
      { code: 'search-type', expectation: 'SHALL' },
      { code: 'read', expectation: 'SHALL' },
      { code: 'vread', expectation: 'SHOULD' },
    ],
    searches: [
      {
        name: 'location',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['location'],
        target: 'Location',
        chains: [
          'address',
          'address-postalcode',
          'address-city',
          'address-state',
          'organization',
          'type',
        ],
      },
      {
        name: 'coverage-area',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['coverageArea'],
        target: 'Location',
      },
      {
        name: 'organization',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['providedBy'],
        target: 'Organization',
        chains: ['name', 'address', 'partof', 'type'],
      },
      {
        name: 'endpoint',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['endpoint'],
        target: 'Endpoint',
        chains: ['organization'],
      },
      { name: 'name', expectation: 'SHALL', type: 'string', paths: ['name'] },
      {
        name: 'service-category',
        expectation: 'SHALL',
        type: 'CodeableConcept',
        paths: ['category'],
      },
      { name: 'service-type', expectation: 'SHALL', type: 'CodeableConcept', paths: ['type'] },
      { name: 'specialty', expectation: 'SHALL', type: 'CodeableConcept', paths: ['specialty'] },
      { name: '_id', expectation: 'SHALL', type: 'token', paths: ['Resource.id'] },
      {
        name: '_lastUpdated',
        expectation: 'SHALL',
        type: 'date',
        paths: ['Resource.meta.lastUpdated'],
      },
    ],
    includes: [
      'HealthcareService:location',
      'HealthcareService:coverage-area',
      'HealthcareService:organization',
      'HealthcareService:endpoint',
    ],
    revincludes: ['PractitionerRole:service', 'OrganizationAffiliation:service'],
    mustSupport: {
      elements: [
        'identifier.type',
        'identifier.value',
        'active',
        'providedBy',
        'category',
        'type',
        'specialty',
        'location',
        'name',
        'comment',
        'telecom',
        'telecom.system',
        'telecom.value',
        'coverageArea',
        'appointmentRequired',
        'availableTime',
        'availableTime.daysOfWeek',
        'availableTime.allDay',
        'availableTime.availableStartTime',
        'availableTime.availableEndTime',
        'notAvailable',
        'notAvailable.description',
        'notAvailable.during',
        'availabilityExceptions',
        'endpoint',
      ],
      extensions: [
        {
          id: 'HealthcareService.extension:newpatients',
          url: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/newpatients',
        },
        {
          id: 'HealthcareService.extension:deliverymethod',
          url: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/delivery-method',
        },
        {
          id: 'HealthcareService.telecom.extension:contactpoint-availabletime',
          url: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/contactpoint-availabletime',
        },
        {
          id: 'HealthcareService.telecom.extension:via-intermediary',
          url: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/via-intermediary',
        },
      ],
    },
  },
  {
    kit: 'plan-net',
    resource: 'OrganizationAffiliation',
    profile:
      'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/plannet-OrganizationAffiliation',
    interactions: [
      { code: 'search-type', expectation: 'SHALL' },
      { code: 'read', expectation: 'SHALL' },
      { code: 'vread', expectation: 'SHOULD' },
    ],
    searches: [
      {
        name: 'primary-organization',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['organization'],
        target: 'Organization',
        chains: ['type', 'address', 'name', 'partof'],
      },
      {
        name: 'participating-organization',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['participatingOrganization'],
        target: 'Organization',
        chains: ['type', 'address', 'name', 'partof'],
      },
      {
        name: 'location',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['location'],
        target: 'Location',
        chains: [
          'address',
          'address-postalcode',
          'address-city',
          'address-state',
          'organization',
          'type',
        ],
      },
      {
        name: 'service',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['healthcareService'],
        target: 'HealthcareService',
        chains: ['service-category', 'organization', 'location'],
      },
      {
        name: 'network',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['network'],
        target: 'Organization',
        chains: ['name', 'partof'],
      },
      {
        name: 'endpoint',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['endpoint'],
        target: 'Endpoint',
        chains: ['organization'],
      },
      { name: 'role', expectation: 'SHALL', type: 'CodeableConcept', paths: ['code'] },
      { name: 'specialty', expectation: 'SHALL', type: 'CodeableConcept', paths: ['specialty'] },
      { name: '_id', expectation: 'SHALL', type: 'token', paths: ['Resource.id'] },
      {
        name: '_lastUpdated',
        expectation: 'SHALL',
        type: 'date',
        paths: ['Resource.meta.lastUpdated'],
      },
    ],
    includes: [
      'OrganizationAffiliation:primary-organization',
      'OrganizationAffiliation:participating-organization',
      'OrganizationAffiliation:location',
      'OrganizationAffiliation:service',
      'OrganizationAffiliation:endpoint',
      'OrganizationAffiliation:network',
    ],
    revincludes: [],
    mustSupport: {
      elements: [
        'identifier.type',
        'identifier.value',
        'active',
        'period',
        'organization',
        'participatingOrganization',
        'network',
        'code',
        'specialty',
        'location',
        'healthcareService',
        'telecom',
        'telecom.system',
        'telecom.value',
        'telecom.rank',
        'endpoint',
      ],
      extensions: [],
    },
  },
  {
    kit: 'plan-net',
    resource: 'Endpoint',
    profile: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/plannet-Endpoint',
    interactions: [
      { code: 'search-type', expectation: 'SHALL' },
      { code: 'read', expectation: 'SHALL' },
      { code: 'vread', expectation: 'SHOULD' },
    ],
    searches: [
      {
        name: 'organization',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['managingOrganization'],
        target: 'Organization',
        chains: ['name', 'address', 'partof', 'type'],
      },
      { name: '_id', expectation: 'SHALL', type: 'token', paths: ['Resource.id'] },
      {
        name: '_lastUpdated',
        expectation: 'SHALL',
        type: 'date',
        paths: ['Resource.meta.lastUpdated'],
      },
    ],
    includes: ['Endpoint:organization'],
    revincludes: [],
    mustSupport: {
      elements: [
        'status',
        'connectionType',
        'name',
        'managingOrganization',
        'contact',
        'contact.system',
        'contact.value',
        'payloadType',
        'payloadMimeType',
        'address',
      ],
      extensions: [
        {
          id: 'Endpoint.extension:endpoint-usecase',
          url: 'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/endpoint-usecase',
        },
      ],
    },
  },
  {
    kit: 'plan-net',
    resource: 'InsurancePlan',
    profile:
      'http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/plannet-InsurancePlan',
    interactions: [
      { code: 'search-type', expectation: 'SHALL' },
      { code: 'read', expectation: 'SHALL' },
      { code: 'vread', expectation: 'SHOULD' },
    ],
    searches: [
      {
        name: 'administered-by',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['administeredBy'],
        target: 'Organization',
        chains: ['name', 'partof'],
      },
      {
        name: 'owned-by',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['ownedBy'],
        target: 'Organization',
        chains: ['name', 'partof'],
      },
      {
        name: 'coverage-area',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['coverageArea'],
        target: 'Location',
      },
      { name: 'name', expectation: 'SHALL', type: 'string', paths: ['name', 'alias'] },
      { name: 'plan-type', expectation: 'SHALL', type: 'CodeableConcept', paths: ['plan.type'] },
      { name: 'identifier', expectation: 'SHALL', type: 'Identifier', paths: ['identifier'] },
      { name: '_id', expectation: 'SHALL', type: 'token', paths: ['Resource.id'] },
      {
        name: '_lastUpdated',
        expectation: 'SHALL',
        type: 'date',
        paths: ['Resource.meta.lastUpdated'],
      },
      { name: 'type', expectation: 'SHALL', type: 'CodeableConcept', paths: ['type'] },
    ],
    includes: [
      'InsurancePlan:administered-by',
      'InsurancePlan:owned-by',
      'InsurancePlan:coverage-area',
    ],
    revincludes: [],
    mustSupport: {
      elements: [
        'identifier.type',
        'identifier.value',
        'identifier.assigner',
        'status',
        'type',
        'name',
        'alias',
        'period',
        'ownedBy',
        'administeredBy',
        'coverageArea',
        'contact',
        'contact.name',
        'contact.name.text',
        'contact.telecom',
        'contact.telecom.system',
        'contact.telecom.value',
        'endpoint',
        'network',
        'plan.type',
        'plan.coverageArea',
      ],
      extensions: [],
    },
  },
  {
    kit: 'usdf',
    resource: 'InsurancePlan',
    profile: 'http://hl7.org/fhir/us/davinci-drug-formulary/StructureDefinition/usdf-Formulary',
    interactions: [
      { code: 'search-type', expectation: 'SHALL' },
      { code: 'read', expectation: 'SHALL' },
      { code: 'vread', expectation: 'SHOULD' },
      { code: 'history-instance', expectation: 'SHOULD' },
    ],
    searches: [
      { name: 'status', expectation: 'SHALL', type: 'code', paths: ['status'] },
      { name: '_id', expectation: 'SHALL', type: 'token', paths: ['Resource.id'] },
      {
        name: '_lastUpdated',
        expectation: 'SHALL',
        type: 'date',
        paths: ['Resource.meta.lastUpdated'],
      },
      { name: 'identifier', expectation: 'SHALL', type: 'Identifier', paths: ['identifier'] },
      { name: 'period', expectation: 'SHALL', type: 'Period', paths: ['period'] },
      { name: 'type', expectation: 'SHALL', type: 'CodeableConcept', paths: ['type'] },
      { name: 'name', expectation: 'SHALL', type: 'string', paths: ['name'] },
      {
        name: 'coverage-type',
        expectation: 'SHALL',
        type: 'CodeableConcept',
        paths: ['coverage.type'],
      },
      {
        name: 'formulary-coverage',
        expectation: 'SHALL',
        type: 'Reference',
        paths: [
          "coverage.extension.where(url='http://hl7.org/fhir/us/davinci-drug-formulary/StructureDefinition/usdf-FormularyReference-extension').value",
        ],
        target: 'InsurancePlan',
      },
      {
        name: 'coverage-area',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['coverageArea'],
        target: 'Location',
      },
    ],
    includes: ['InsurancePlan:formulary-coverage'],
    revincludes: [],
    mustSupport: {
      elements: ['meta.lastUpdated', 'identifier', 'status', 'type.coding.code', 'name', 'period'],
      extensions: [],
    },
  },
  {
    kit: 'usdf',
    resource: 'InsurancePlan',
    profile:
      'http://hl7.org/fhir/us/davinci-drug-formulary/StructureDefinition/usdf-PayerInsurancePlan',
    interactions: [
      { code: 'search-type', expectation: 'SHALL' },
      { code: 'read', expectation: 'SHALL' },
      { code: 'vread', expectation: 'SHOULD' },
      { code: 'history-instance', expectation: 'SHOULD' },
    ],
    searches: [
      { name: 'status', expectation: 'SHALL', type: 'code', paths: ['status'] },
      { name: '_id', expectation: 'SHALL', type: 'token', paths: ['Resource.id'] },
      {
        name: '_lastUpdated',
        expectation: 'SHALL',
        type: 'date',
        paths: ['Resource.meta.lastUpdated'],
      },
      { name: 'identifier', expectation: 'SHALL', type: 'Identifier', paths: ['identifier'] },
      { name: 'period', expectation: 'SHALL', type: 'Period', paths: ['period'] },
      { name: 'type', expectation: 'SHALL', type: 'CodeableConcept', paths: ['type'] },
      { name: 'name', expectation: 'SHALL', type: 'string', paths: ['name'] },
      {
        name: 'coverage-type',
        expectation: 'SHALL',
        type: 'CodeableConcept',
        paths: ['coverage.type'],
      },
      {
        name: 'formulary-coverage',
        expectation: 'SHALL',
        type: 'Reference',
        paths: [
          "coverage.extension.where(url='http://hl7.org/fhir/us/davinci-drug-formulary/StructureDefinition/usdf-FormularyReference-extension').value",
        ],
        target: 'InsurancePlan',
      },
      {
        name: 'coverage-area',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['coverageArea'],
        target: 'Location',
      },
    ],
    includes: ['InsurancePlan:formulary-coverage'],
    revincludes: [],
    mustSupport: {
      elements: [
        'meta.lastUpdated',
        'identifier',
        'status',
        'type',
        'name',
        'period',
        'coverageArea',
        'contact.name',
        'contact.name.text',
        'contact.telecom',
        'contact.telecom.system',
        'contact.telecom.value',
        'coverage',
        'coverage.type',
        'coverage:drug-coverage.extension',
        'plan',
        'plan:drug-plan.specificCost',
        'plan:drug-plan.specificCost.category',
        'plan:drug-plan.specificCost.benefit',
        'plan:drug-plan.specificCost.benefit.type',
        'plan:drug-plan.specificCost.benefit.cost',
        'plan:drug-plan.specificCost.benefit.cost.qualifiers',
        'plan:drug-plan.specificCost.benefit.cost.value',
        'plan:drug-plan.specificCost.benefit.cost:copay.value.value',
      ],
      extensions: [
        {
          id: 'InsurancePlan.coverage:drug-coverage.extension:usdf-FormularyReference-extension',
          url: 'http://hl7.org/fhir/us/davinci-drug-formulary/StructureDefinition/usdf-FormularyReference-extension',
        },
      ],
    },
  },
  {
    kit: 'usdf',
    resource: 'MedicationKnowledge',
    profile: 'http://hl7.org/fhir/us/davinci-drug-formulary/StructureDefinition/usdf-FormularyDrug',
    interactions: [
      { code: 'search-type', expectation: 'SHALL' },
      { code: 'read', expectation: 'SHALL' },
      { code: 'vread', expectation: 'SHOULD' },
      { code: 'history-instance', expectation: 'SHOULD' },
    ],
    searches: [
      { name: 'status', expectation: 'SHALL', type: 'code', paths: ['status'] },
      { name: '_id', expectation: 'SHALL', type: 'token', paths: ['Resource.id'] },
      {
        name: '_lastUpdated',
        expectation: 'SHALL',
        type: 'date',
        paths: ['Resource.meta.lastUpdated'],
      },
      { name: 'code', expectation: 'SHALL', type: 'CodeableConcept', paths: ['code'] },
      {
        name: 'drug-name',
        expectation: 'SHALL',
        type: 'string',
        paths: ['code.coding.display', 'synonym'],
      },
      { name: 'doseform', expectation: 'SHOULD', type: 'CodeableConcept', paths: ['doseForm'] },
    ],
    includes: [],
    revincludes: [],
    mustSupport: {
      elements: [
        'meta.lastUpdated',
        'code',
        'code.coding',
        'code.coding:semantic-drug.system',
        'code.coding:semantic-drug.code',
        'code.coding:semantic-drug-form-group.system',
        'code.coding:semantic-drug-form-group.code',
        'status',
        'doseForm',
      ],
      extensions: [],
    },
  },
  {
    kit: 'usdf',
    resource: 'Basic',
    profile: 'http://hl7.org/fhir/us/davinci-drug-formulary/StructureDefinition/usdf-FormularyItem',
    interactions: [
      { code: 'search-type', expectation: 'SHALL' },
      { code: 'read', expectation: 'SHALL' },
      { code: 'vread', expectation: 'SHOULD' },
      { code: 'history-instance', expectation: 'SHOULD' },
    ],
    searches: [
      { name: 'code', expectation: 'SHALL', type: 'CodeableConcept', paths: ['code'] },
      { name: '_id', expectation: 'SHALL', type: 'token', paths: ['Resource.id'] },
      {
        name: '_lastUpdated',
        expectation: 'SHALL',
        type: 'date',
        paths: ['Resource.meta.lastUpdated'],
      },
      {
        name: 'subject',
        expectation: 'SHALL',
        type: 'Reference',
        paths: ['subject'],
        target: 'MedicationKnowledge',
      },
      {
        name: 'status',
        expectation: 'SHALL',
        type: 'code',
        paths: [
          "extension.where(url='http://hl7.org/fhir/us/davinci-drug-formulary/StructureDefinition/usdf-AvailabilityStatus-extension').value",
        ],
      },
      {
        name: 'period',
        expectation: 'SHALL',
        type: 'Period',
        paths: [
          "extension.where(url='http://hl7.org/fhir/us/davinci-drug-formulary/StructureDefinition/usdf-AvailabilityPeriod-extension').value",
        ],
      },
      {
        name: 'formulary',
        expectation: 'SHALL',
        type: 'Reference',
        paths: [
          "extension.where(url='http://hl7.org/fhir/us/davinci-drug-formulary/StructureDefinition/usdf-FormularyReference-extension').value",
        ],
        target: 'InsurancePlan',
      },
      {
        name: 'pharmacy-benefit-type',
        expectation: 'SHALL',
        type: 'CodeableConcept',
        paths: [
          "extension.where(url='http://hl7.org/fhir/us/davinci-drug-formulary/StructureDefinition/usdf-PharmacyBenefitType-extension').value",
        ],
      },
      {
        name: 'drug-tier',
        expectation: 'SHALL',
        type: 'CodeableConcept',
        paths: [
          "extension.where(url='http://hl7.org/fhir/us/davinci-drug-formulary/StructureDefinition/usdf-DrugTierID-extension').value",
        ],
      },
    ],
    includes: ['Basic:subject', 'Basic:formulary'],
    revincludes: [],
    mustSupport: {
      elements: ['meta.lastUpdated', 'subject'],
      extensions: [
        {
          id: 'Basic.extension:usdf-FormularyReference-extension',
          url: 'http://hl7.org/fhir/us/davinci-drug-formulary/StructureDefinition/usdf-FormularyReference-extension',
        },
        {
          id: 'Basic.extension:usdf-AvailabilityStatus-extension',
          url: 'http://hl7.org/fhir/us/davinci-drug-formulary/StructureDefinition/usdf-AvailabilityStatus-extension',
        },
        {
          id: 'Basic.extension:usdf-AvailabilityPeriod-extension',
          url: 'http://hl7.org/fhir/us/davinci-drug-formulary/StructureDefinition/usdf-AvailabilityPeriod-extension',
        },
        {
          id: 'Basic.extension:usdf-PharmacyBenefitType-extension',
          url: 'http://hl7.org/fhir/us/davinci-drug-formulary/StructureDefinition/usdf-PharmacyBenefitType-extension',
        },
        {
          id: 'Basic.extension:usdf-DrugTierID-extension',
          url: 'http://hl7.org/fhir/us/davinci-drug-formulary/StructureDefinition/usdf-DrugTierID-extension',
        },
        {
          id: 'Basic.extension:usdf-PriorAuthorization-extension',
          url: 'http://hl7.org/fhir/us/davinci-drug-formulary/StructureDefinition/usdf-PriorAuthorization-extension',
        },
        {
          id: 'Basic.extension:usdf-StepTherapyLimit-extension',
          url: 'http://hl7.org/fhir/us/davinci-drug-formulary/StructureDefinition/usdf-StepTherapyLimit-extension',
        },
        {
          id: 'Basic.extension:usdf-QuantityLimit-extension',
          url: 'http://hl7.org/fhir/us/davinci-drug-formulary/StructureDefinition/usdf-QuantityLimit-extension',
        },
      ],
    },
  },
  {
    kit: 'usdf',
    resource: 'Location',
    profile:
      'http://hl7.org/fhir/us/davinci-drug-formulary/StructureDefinition/usdf-InsurancePlanLocation',
    interactions: [
      { code: 'search-type', expectation: 'SHALL' },
      { code: 'read', expectation: 'SHALL' },
      { code: 'vread', expectation: 'SHOULD' },
      { code: 'history-instance', expectation: 'SHOULD' },
    ],
    searches: [
      { name: '_id', expectation: 'SHALL', type: 'token', paths: ['Resource.id'] },
      {
        name: '_lastUpdated',
        expectation: 'SHALL',
        type: 'date',
        paths: ['Resource.meta.lastUpdated'],
      },
      { name: 'address', expectation: 'SHALL', type: 'Address', paths: ['address'] },
      { name: 'address-city', expectation: 'SHALL', type: 'string', paths: ['address.city'] },
      { name: 'address-state', expectation: 'SHALL', type: 'string', paths: ['address.state'] },
      {
        name: 'address-postalcode',
        expectation: 'SHALL',
        type: 'string',
        paths: ['address.postalCode'],
      },
    ],
    includes: [],
    revincludes: [],
    mustSupport: {
      elements: ['address'],
      extensions: [
        {
          id: 'Location.extension:region',
          url: 'http://hl7.org/fhir/StructureDefinition/location-boundary-geojson',
        },
      ],
    },
  },
]

/**
 * The Plan-Net kit's reverse chain searches (`{type}?_has:{source}:{target}:{param}=value`, the
 * value taken from a source resource whose `target` points at a resource of the profile), and its
 * combination searches, by profile (the kit's generated *_reverse_chain_* and *_combination_*
 * tests).
 */
export type KitReverseChain = { profile: string; source: string; target: string; param: string }
export const KIT_REVERSE_CHAINS: KitReverseChain[] = [
  {
    profile: 'plannet-Practitioner',
    source: 'PractitionerRole',
    target: 'practitioner',
    param: 'location',
  },
  {
    profile: 'plannet-Practitioner',
    source: 'PractitionerRole',
    target: 'practitioner',
    param: 'network',
  },
  {
    profile: 'plannet-Practitioner',
    source: 'PractitionerRole',
    target: 'practitioner',
    param: 'role',
  },
  {
    profile: 'plannet-Practitioner',
    source: 'PractitionerRole',
    target: 'practitioner',
    param: 'specialty',
  },
  {
    profile: 'plannet-Organization',
    source: 'OrganizationAffiliation',
    target: 'participating-organization',
    param: 'location',
  },
  {
    profile: 'plannet-Organization',
    source: 'OrganizationAffiliation',
    target: 'participating-organization',
    param: 'network',
  },
  {
    profile: 'plannet-Organization',
    source: 'OrganizationAffiliation',
    target: 'participating-organization',
    param: 'specialty',
  },
  {
    profile: 'plannet-Organization',
    source: 'InsurancePlan',
    target: 'owned-by',
    param: 'coverage-area',
  },
  { profile: 'plannet-Network', source: 'PractitionerRole', target: 'network', param: 'location' },
  {
    profile: 'plannet-Location',
    source: 'InsurancePlan',
    target: 'coverage-area',
    param: 'owned-by',
  },
]

/**
 * Combination searches: `params` of one resource of the profile together, with a reverse chain
 * (HealthcareService of a specialty covered by a network) or an include (roles of a specialty at a
 * location, with their practitioners).
 */
export type KitCombination = {
  profile: string
  name: string
  params: string[]
  reverseChain?: { source: string; target: string; param: string }
  include?: { param: string; target: string }
}
export const KIT_COMBINATIONS: KitCombination[] = [
  {
    profile: 'plannet-HealthcareService',
    name: 'specialty covered by network',
    params: ['specialty'],
    reverseChain: { source: 'OrganizationAffiliation', target: 'service', param: 'network' },
  },
  {
    profile: 'plannet-PractitionerRole',
    name: 'practitioners with specialty and location',
    params: ['specialty', 'location'],
    include: { param: 'practitioner', target: 'Practitioner' },
  },
]
