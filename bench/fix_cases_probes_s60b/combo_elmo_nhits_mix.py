"""A learned scalar mix (ELMo's gamma and softmax weights) over the forecasts of N-HiTS stacks at several pooling rates: each stack pools `(B, 1, L)` and flattens by `(x.shape[0], -1)`, the forecasts stacked, the weights read as a python list by `w.asnumpy().tolist()` and summed in a python loop."""
from mxnet.gluon import nn


INPUTS = [(2, 8)]


class Net(nn.HybridBlock):
    def __init__(self, L=8, h=3, rates=(2, 4), **kwargs):
        super(Net, self).__init__(**kwargs)
        self.rates = rates
        with self.name_scope():
            self.heads = nn.HybridSequential()
            for r in rates:
                self.heads.add(nn.Dense(h, in_units=L // r))
            self.mix = self.params.get('mix', shape=(len(rates),), init='zeros')
            self.gamma = self.params.get('gamma', shape=(1,), init='ones')

    def hybrid_forward(self, F, x, mix, gamma):
        fs = []
        for r, head in zip(self.rates, self.heads):
            p = F.Pooling(x.expand_dims(1), kernel=(r,), stride=(r,), pool_type='max')
            fs.append(head(p.reshape((x.shape[0], -1))))
        w = F.softmax(mix).asnumpy().tolist()
        out = 0
        for wi, f in zip(w, fs):
            out = out + wi * f
        return gamma * out
