"""Energy head with a magnitude-pruned readout: the weight masked by a threshold from its mean magnitude read with .asscalar(), the energy's logsumexp written with a keepdims max, and the result averaged over the batch with `/ x.shape[0]`."""
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(5, 4))

    def hybrid_forward(self, F, x, weight):
        thresh = F.abs(weight).mean().asscalar()
        w = weight * (F.abs(weight) >= thresh)
        logits = F.dot(x, w, transpose_b=True)
        m = logits.max(axis=1, keepdims=True)
        energy = -(m.squeeze(axis=1) + F.log(F.exp(logits - m).sum(axis=1)))
        return energy.sum() / x.shape[0]
