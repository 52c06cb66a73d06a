"""A BERT SQuAD loss: the (N, L, 2) span scores split on the last axis, each part flattened by a
`reshape((0, -3))` code and scored against its own label by a SoftmaxCELoss child; legal traced."""
from mxnet.gluon import loss
from mxnet.gluon.loss import Loss

INPUTS = [(2, 5, 2), (2,), (2,)]


class QALoss(Loss):
    def __init__(self, **kwargs):
        super().__init__(weight=None, batch_axis=0, **kwargs)
        self.loss = loss.SoftmaxCELoss()

    def hybrid_forward(self, F, pred, start_label, end_label):
        pred = F.split(pred, axis=2, num_outputs=2)
        start_pred = pred[0].reshape((0, -3))
        end_pred = pred[1].reshape((0, -3))
        return (self.loss(start_pred, start_label) + self.loss(end_pred, end_label)) / 2


Net = QALoss
