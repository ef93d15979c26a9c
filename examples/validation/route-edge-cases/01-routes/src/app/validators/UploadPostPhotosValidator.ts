import BaseCustomValidator from '@src/core/domains/validator/base/BaseCustomValidator';
import { IRulesObject } from '@src/core/domains/validator/interfaces/IRule';
import CustomRule from '@src/core/domains/validator/rules/CustomRule';
import FileExtensionRule from '@src/core/domains/validator/rules/FileExtensionRule';
import FileMimeTypeRule from '@src/core/domains/validator/rules/FileMimeTypeRule';
import HasFileRule from '@src/core/domains/validator/rules/HasFileRule';
import MaxFileSizeRule from '@src/core/domains/validator/rules/MaxFileSizeRule';

const MAX_FILES = 5;

class UploadPostPhotosValidator extends BaseCustomValidator {

    protected rules: IRulesObject = {
        photos: [
            new HasFileRule(),
            new MaxFileSizeRule({ maxMB: 5 }),
            new FileMimeTypeRule({ startsWith: 'image/' }),
            new FileExtensionRule({ ext: ['jpg', 'jpeg', 'png', 'gif'] }),
            new CustomRule(async (rule) => {
                const files = rule.getHttpContext().getFiles(rule.getAttribute()) ?? [];
                return files.length <= MAX_FILES;
            }, {
                errorTemplate: 'The :attribute field accepts at most :max files.',
                replacer: { max: MAX_FILES },
            }),
        ],
    };

}

export default UploadPostPhotosValidator;
