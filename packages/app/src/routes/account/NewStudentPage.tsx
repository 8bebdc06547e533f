import { useLocation } from 'wouter';
import { uploadCertificate } from '../../api/account';
import { errorMessage } from '../../api/errors';
import { storeVerificationStatus } from '../../session/actions';
import { links } from '..';
import { type CertificateActions, NewStudentView } from './NewStudentView';
import { VerificationLayout } from './VerificationLayout';

/** /auth/student/new: the certificate upload and its status change (spec 000 §4). */
export default function NewStudentPage() {
  const [, navigate] = useLocation();
  const actions: CertificateActions = {
    upload: (file) => uploadCertificate(file).then(() => undefined),
    confirm: async () => {
      await storeVerificationStatus('pending');
      navigate(links.myPage());
    },
    refuse: () => navigate(links.myPage()),
    describeError: (error) => errorMessage(error, '파일을 올리지 못했어요. 잠시 후 다시 시도해 주세요.'),
  };
  return (
    <VerificationLayout title="신입생 인증">
      {({ user, status }) => <NewStudentView status={status} rejection={user.rejection} actions={actions} />}
    </VerificationLayout>
  );
}
