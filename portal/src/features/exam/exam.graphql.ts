import { graphql } from '../../generated/gql.ts';
import type { CertificationExamsQuery, ExamDetailQuery } from '../../generated/graphql.ts';

/**
 * The exams of one personal certification with their subjects (forms offered, duration, full score, whether a retake
 * is free and what it costs on each site: the certification's applies) and what the signed-in candidate may do with each now (the refusals).
 */
export const CERTIFICATION_EXAMS = graphql(`
  query CertificationExams($personalCertificationId: UUID!) {
    exams(condition: { personalCertificationId: $personalCertificationId }, orderBy: [CREATED_AT_DESC, ID_DESC]) {
      nodes {
        ...ExamRecord
      }
    }
  }
`);

/** What a record of an exam shows, and the subject's rules its actions need. */
export const EXAM_RECORD = graphql(`
  fragment ExamRecord on Exam {
    id
    semanticId
    personalCertificationId
    examineeId
    type
    status
    result
    score
    accuracy
    paymentMethod
    currency
    paidMoney
    paidPoints
    pointType
    wantsInvoice
    bookExamTime
    bookExamForm
    scheduledExamTime
    form
    venue
    link
    isStarted
    auditComment
    createdAt
    studyWindowEndsAt
    bookRefusal
    startRefusal
    reExamRefusal
    personalCertification {
      id
      site
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
      examSubjectFeesBySubjectId {
        nodes {
          site
          currency
          retakeMoney
          retakePoints
        }
      }
    }
  }
`);
export type ExamRecord = NonNullable<NonNullable<CertificationExamsQuery['exams']>['nodes'][number]>;

/** One exam (a retake whose points the company decides), with its certification and examinee. */
export const EXAM_DETAIL = graphql(`
  query ExamDetail($id: UUID!) {
    exam(id: $id) {
      ...ExamRecord
      pointCompany {
        id
        name
      }
      personalCertification {
        id
        semanticId
        realName
        applicantName
        type {
          id
          name
        }
      }
    }
  }
`);
export type ExamDetail = NonNullable<ExamDetailQuery['exam']>;

export const BOOK_EXAM = graphql(`
  mutation BookExam($examId: UUID!, $bookExamTime: Datetime!, $bookExamForm: ExamForm!) {
    bookExam(input: { examId: $examId, bookExamTime: $bookExamTime, bookExamForm: $bookExamForm }) {
      result {
        id
        status
        bookExamTime
        bookExamForm
        bookRefusal
      }
    }
  }
`);

/** Starts an online exam: the answer carries the link to open. */
export const START_EXAM = graphql(`
  mutation StartExam($examId: UUID!) {
    startExam(input: { examId: $examId }) {
      result {
        id
        status
        isStarted
        link
      }
    }
  }
`);

export const APPLY_RE_EXAM = graphql(`
  mutation ApplyReExam($input: ApplyReExamInput!) {
    applyReExam(input: $input) {
      result {
        id
        semanticId
        status
      }
    }
  }
`);

/** Whether the company has `point` points of `type` available (not held, not expired). */
export const EXAM_POINTS_ENOUGH = graphql(`
  query ExamPointsEnough($companyId: UUID!, $type: CompanyPointType!, $point: Int!) {
    checkCompanyPointIsEnough(companyId: $companyId, type: $type, point: $point)
  }
`);
