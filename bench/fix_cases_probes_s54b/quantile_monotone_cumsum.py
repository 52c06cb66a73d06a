"""Non-crossing quantiles: the first output as the lowest quantile, every next one the previous plus a softplus increment, built by a python loop over the head's width."""
from mxnet.gluon import nn


INPUTS = [(4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Dense(4, in_units=5)

    def hybrid_forward(self, F, x):
        h = self.head(x)
        outs = [h[:, 0:1]]
        for i in range(1, h.shape[1]):
            outs.append(outs[-1] + F.Activation(h[:, i:i + 1], act_type='softrelu'))
        return F.concat(*outs, dim=1)
