"""Hard-routed experts: a shared trunk plus the chosen expert's bias row, looked up with a tensor index."""
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=4, units=3, n_experts=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.gate = nn.Dense(n_experts, in_units=in_units)
            self.trunk = nn.Dense(units, in_units=in_units, use_bias=False)
            self.expert_bias = self.params.get('expert_bias', shape=(n_experts, units))

    def hybrid_forward(self, F, x, expert_bias):
        choice = F.argmax(self.gate(x), axis=1)
        return F.relu(self.trunk(x) + expert_bias[choice])
