import { graphql } from '../generated/gql.ts';
import type { AdminExamQuery } from '../generated/graphql.ts';

/** One exam with everything its detail shows: the certification and candidate, the booking, the arrangement, the result, a retake's payment. */
export const ADMIN_EXAM = graphql(`
  query AdminExam($id: UUID!) {
    exam(id: $id) {
      id
      semanticId
      type
      status
      personalCertificationId
      personalCertification {
        id
        semanticId
        realName
        applicantName
        status
        type {
          id
          name
        }
      }
      subject {
        id
        key
        name
        position
        durationMinutes
        examForms
        fullScore
        retakeFree
      }
      examinee {
        id
        username
        email
      }
      companyId
      company {
        id
        name
      }
      bookExamTime
      bookExamForm
      bookedAt
      scheduledExamTime
      form
      venue
      link
      arrangedAt
      isStarted
      startedAt
      result
      score
      accuracy
      completedAt
      auditComment
      reviewedAt
      approver {
        id
        username
        email
      }
      paymentMethod
      currency
      paidMoney
      paidPoints
      pointType
      pointCompany {
        id
        name
      }
      receiptFileId
      receiptFile {
        id
        name
      }
      wantsInvoice
      invoiceContentType
      invoiceTitleType
      invoiceTitle
      invoiceCompanyName
      invoiceTaxNumber
      invoiceReceiverEmail
      invoiceFileId
      invoiceFile {
        id
        name
      }
      remark
      createdAt
    }
  }
`);
export type AdminExam = NonNullable<AdminExamQuery['exam']>;

/** A certification's exams in the order they were opened (the personal certification's detail lists them). */
export const ADMIN_CERTIFICATION_EXAMS = graphql(`
  query AdminCertificationExams($certificationId: UUID!) {
    exams(condition: { personalCertificationId: $certificationId }, orderBy: [CREATED_AT_ASC, ID_ASC]) {
      nodes {
        id
        semanticId
        type
        status
        result
        score
        scheduledExamTime
        subject {
          id
          name
          fullScore
        }
      }
    }
  }
`);

/** The subjects (the list's subject filter). */
export const ADMIN_EXAM_SUBJECTS = graphql(`
  query AdminExamSubjects {
    examSubjects(orderBy: [TYPE_ID_ASC, POSITION_ASC]) {
      nodes {
        id
        key
        name
      }
    }
  }
`);

export const ADMIN_ARRANGE_EXAM = graphql(`
  mutation AdminArrangeExam($input: ArrangeExamInput!) {
    arrangeExam(input: $input) {
      result {
        id
        status
      }
    }
  }
`);

export const ADMIN_APPROVE_EXAM = graphql(`
  mutation AdminApproveExam($input: ApproveExamInput!) {
    approveExam(input: $input) {
      result {
        id
        status
      }
    }
  }
`);

export const ADMIN_REJECT_EXAM = graphql(`
  mutation AdminRejectExam($input: RejectExamInput!) {
    rejectExam(input: $input) {
      result {
        id
        status
      }
    }
  }
`);

export const ADMIN_ENTER_EXAM_RESULT = graphql(`
  mutation AdminEnterExamResult($input: EnterExamResultInput!) {
    enterExamResult(input: $input) {
      result {
        id
        status
        result
      }
    }
  }
`);

export const ADMIN_UPDATE_RE_EXAM_INVOICE = graphql(`
  mutation AdminUpdateReExamInvoice($input: UpdateReExamInvoiceInput!) {
    updateReExamInvoice(input: $input) {
      result {
        id
        invoiceFileId
      }
    }
  }
`);

export const ADMIN_UPDATE_EXAM_REMARK = graphql(`
  mutation AdminUpdateExamRemark($input: UpdateExamRemarkInput!) {
    updateExamRemark(input: $input) {
      result {
        id
        remark
      }
    }
  }
`);
