"""2:4 structured sparsity: the weight cut into groups of four along the input axis, the two largest magnitudes per group kept by a topk mask, the masked weight reshaped back from the groups."""
from mxnet.gluon import nn


INPUTS = [(2, 8)]


class Net(nn.HybridBlock):
    def __init__(self, n=2, m=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.n, self.m = n, m
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(3, 8))

    def hybrid_forward(self, F, x, weight):
        groups = weight.reshape((-1, self.m))
        mask = F.topk(F.abs(groups), k=self.n, axis=1, ret_typ='mask')
        w = (groups * mask).reshape((weight.shape[0], weight.shape[1]))
        return F.dot(x, w, transpose_b=True)
