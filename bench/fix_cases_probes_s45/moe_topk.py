"""Mixture of experts with a top-1 gate: experts in a python list, the gate turned one-hot."""
from mxnet.gluon import nn


INPUTS = [(5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=6, units=4, num_experts=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._num_experts = num_experts
        self.experts = []
        with self.name_scope():
            self.gate = nn.Dense(num_experts, in_units=in_units)
            for i in range(num_experts):
                expert = nn.Dense(units, in_units=in_units, prefix='expert%d_' % i)
                self.register_child(expert)
                self.experts.append(expert)

    def hybrid_forward(self, F, x):
        probs = F.softmax(self.gate(x))
        top = F.topk(probs, k=1)
        mask = F.one_hot(top.reshape((x.shape[0],)), self._num_experts)
        outs = F.stack(*[e(x) for e in self.experts], axis=1)
        weights = (mask * probs).expand_dims(2)
        return F.sum(F.broadcast_mul(outs, weights), axis=1)
