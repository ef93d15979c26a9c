import BaseSimpleRegister from '@src/core/base/BaseSimpleRegister';

export type Exporter = (rows: Record<string, unknown>[]) => string;

export default class ExporterRegistry extends BaseSimpleRegister {

    static readonly LIST = 'exporters';

    constructor() {
        super();
        this.srCreateList(ExporterRegistry.LIST);
    }

    add(format: string, exporter: Exporter): void {
        this.srSetValue(format, exporter, ExporterRegistry.LIST);
    }

    get(format: string): Exporter {
        if (!this.srHasValue(format, ExporterRegistry.LIST)) {
            throw new Error(`No exporter for format '${format}'`);
        }
        return this.srGetValue(format, ExporterRegistry.LIST) as Exporter;
    }

}
