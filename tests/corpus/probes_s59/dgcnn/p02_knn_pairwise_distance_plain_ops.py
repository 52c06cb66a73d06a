"""DGCNN kNN ported from the PyTorch reference: `pairwise = -xx - inner - xx.transpose((0, 2, 1))` with plain operators between the (N, 1, P) norms and the (N, P, P) inner products."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 10)]


class PlainKNN(HybridBlock):
    def __init__(self, k=4, **kwargs):
        super().__init__(**kwargs)
        self._k = k

    def hybrid_forward(self, F, x):
        inner = -2 * F.batch_dot(x, x, transpose_a=True)
        xx = F.sum(x ** 2, axis=1, keepdims=True)
        pairwise = -xx - inner - xx.transpose((0, 2, 1))
        return F.topk(pairwise, axis=-1, k=self._k, ret_typ="indices")


Net = PlainKNN
