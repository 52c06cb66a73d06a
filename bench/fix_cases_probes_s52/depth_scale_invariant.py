"""Scale-invariant log depth loss (Eigen et al.): the squared log error minus a fraction of its squared sum, over the pixels of each image."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 3, 4), (2, 1, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, lam=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._lam = lam

    def hybrid_forward(self, F, pred, gt):
        d = F.log(F.abs(pred) + 1) - F.log(F.abs(gt) + 1)
        n = d.shape[1] * d.shape[2] * d.shape[3]
        flat = d.reshape((d.shape[0], -1))
        return (flat ** 2).sum(axis=1) / n - self._lam * flat.sum(axis=1) ** 2 / (n * n)
