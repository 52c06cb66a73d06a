"""Alpha loss on the trimap's unknown region only: the mask from the trimap's grey value, an empty region guarded with a python branch."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 4, 4), (2, 1, 4, 4), (2, 1, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, pred, gt, trimap):
        unknown = (F.abs(trimap) < 0.5)
        n = unknown.sum()
        if n.asscalar() == 0:
            return F.zeros((1,))
        loss = (F.abs(F.sigmoid(pred) - gt) * unknown).sum() / (n + 1e-6)
        return loss
