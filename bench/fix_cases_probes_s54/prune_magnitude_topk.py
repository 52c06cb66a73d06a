"""Magnitude pruning at a target sparsity: the number of weights to keep from weight.size, a mask of the largest magnitudes by topk over the flattened weight, reshaped to the weight's shape."""
from mxnet.gluon import nn


INPUTS = [(2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, sparsity=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.sparsity = sparsity
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(3, 6))

    def hybrid_forward(self, F, x, weight):
        k = int(weight.size * (1 - self.sparsity))
        mask = F.topk(F.abs(weight).reshape((-1,)), k=k, ret_typ='mask')
        w = weight * mask.reshape(weight.shape)
        return F.dot(x, w, transpose_b=True)
