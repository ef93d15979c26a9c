import BaseCustomValidator from "@src/core/domains/validator/base/BaseCustomValidator";
import { IRulesObject } from "@src/core/domains/validator/interfaces/IRule";
import RequiredRule from "@src/core/domains/validator/rules/RequiredRule";
import StringRule from "@src/core/domains/validator/rules/StringRule";

class NoteValidator extends BaseCustomValidator {

    protected rules: IRulesObject = {
        title: [new RequiredRule(), new StringRule()],
    }

}

export default NoteValidator;
