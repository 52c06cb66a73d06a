"""Online hard example mining over a softmax cross-entropy: the per-sample loss by `F.pick` of the
log-softmax, the number kept `max(int(num * ratio), min_kept)` from `num = loss.shape[0]`, all samples
averaged when that covers the batch, else the mean of the top-k losses by `F.topk(loss, k=k)`."""
from mxnet.gluon import nn


INPUTS = [(8, 4), (8,)]


class Net(nn.HybridBlock):
    def __init__(self, classes=4, ratio=0.5, min_kept=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._classes = classes
        self._ratio = ratio
        self._min_kept = min_kept

    def hybrid_forward(self, F, pred, label):
        cls = F.round(F.abs(label) * (self._classes - 1))
        loss = -F.pick(F.log_softmax(pred, axis=-1), cls, axis=-1)
        num = loss.shape[0]
        k = max(int(num * self._ratio), self._min_kept)
        if k >= num:
            return loss.mean()
        hard = F.topk(loss, k=k, ret_typ='value')
        return hard.sum() / k
