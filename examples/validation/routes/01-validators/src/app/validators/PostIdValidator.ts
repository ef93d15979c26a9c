import BaseCustomValidator from "@src/core/domains/validator/base/BaseCustomValidator";
import { IRulesObject } from "@src/core/domains/validator/interfaces/IRule";
import RequiredRule from "@src/core/domains/validator/rules/RequiredRule";
import UuidRule from "@src/core/domains/validator/rules/UuidRule";

// Post ids are UUIDs on PostgreSQL; MongoDB ObjectIds would fail UuidRule
class PostIdValidator extends BaseCustomValidator {

    protected rules: IRulesObject = {
        id: [new RequiredRule(), new UuidRule()],
    };

}

export default PostIdValidator;
