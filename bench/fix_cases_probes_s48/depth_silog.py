"""Scale-invariant log depth loss (Eigen et al.) averaged over the pixels of each image."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4), (2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, variance_focus=0.85, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._focus = variance_focus

    def hybrid_forward(self, F, pred, gt):
        d = F.log(F.abs(pred) + 0.1) - F.log(F.abs(gt) + 0.1)
        n = d.shape[1] * d.shape[2]
        mse = F.sum(F.square(d), axis=(1, 2)) / n
        mean = F.sum(d, axis=(1, 2)) / n
        return F.sqrt(mse - self._focus * F.square(mean))
