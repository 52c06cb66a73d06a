"""Online-bootstrapped cross entropy for segmentation: the per-pixel losses are sorted and the
K-th is compared with a threshold, `F.greater(sorted_loss[self._K], _thresh)` -- an integer index
of a 1-d tensor (a Symbol's `[K]` selects an output) and `F.greater`, which mx.sym lacks.

Source: BebDong/MXNetSeg @ 43cdb70f7d, mxnetseg/nn/losses/ce_loss.py (BootstrappedCELoss), unchanged
but for constructor defaults (`min_k=4, loss_th=0.3`; the configs give them per data set) so that
`Net()` builds it. Inputs: logits (2, 3, 4, 4) and a label map (2, 4, 4) (the harness draws
uniform(-1, 1), so `pick` reads class 0 and nothing is the ignore label).
"""
from mxnet import nd
from mxnet.gluon.loss import Loss

INPUTS = [(2, 3, 4, 4), (2, 4, 4)]


class Net(Loss):
    """
    Online bootstrapping of hard training pixels.
    Consider image crops within a batch as one crop.
    Reference:
        Z. Wu, C. Shen, and A. van den Hengel, "Bridging Category-level and Instance-level
        Semantic Image Segmentation," ArXiv, 2016.
    """

    def __init__(self, min_k=4, loss_th=0.3, batch_axis=0, ignore_label=-1, **kwargs):
        super(Net, self).__init__(None, batch_axis, **kwargs)
        self._K = min_k
        self._eps = 1e-5
        self._thresh = self.params.get_constant('_thresh', nd.array([loss_th, ], dtype='float32'))
        self._ignore_label = ignore_label

    def _greater_loss(self, F, sorted_loss, threshold):
        loss = F.where(sorted_loss > threshold, sorted_loss, F.zeros_like(sorted_loss))
        loss = F.sum(loss) / (F.sum(loss > .0) + self._eps)
        return loss

    def hybrid_forward(self, F, pred, label, _thresh):
        log_pt = F.log_softmax(pred, axis=1)
        loss = -F.pick(log_pt, label, axis=1, keepdims=True)
        loss = F.where(label.expand_dims(axis=1) == self._ignore_label,
                       F.zeros_like(loss), loss)
        sorted_loss = F.sort(F.reshape(loss, shape=(-1,)), axis=0, is_ascend=False)
        return F.where(
            F.greater(sorted_loss[self._K], _thresh),
            self._greater_loss(F, sorted_loss, _thresh),
            F.mean(F.slice_axis(sorted_loss, axis=0, begin=0, end=self._K))
        )
