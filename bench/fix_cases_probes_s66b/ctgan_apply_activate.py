"""CTGAN's generator head: a noise vector concatenated with the conditional vector chosen per sample (the discrete
column's category picked by argmax of per-sample scores, `nd.one_hot` of it), residual layers that concatenate
their output to their input, and `_apply_activate` walking the output's column spans along the feature axis --
tanh for each continuous value, a tempered softmax for each mode or category span -- sliced with `data[:, st:ed]`
from `self.output_info`."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(4, 6), (4, 3)]


class Residual(nn.HybridBlock):
    def __init__(self, i, o, **kwargs):
        super(Residual, self).__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(o, in_units=i)
            self.bn = nn.BatchNorm(in_channels=o)

    def hybrid_forward(self, F, x):
        out = F.relu(self.bn(self.fc(x)))
        return F.concat(out, x, dim=1)


class Net(nn.HybridBlock):
    def __init__(self, embedding_dim=6, n_categories=3, gen_dims=(8, 8),
                 output_info=((1, 'tanh'), (3, 'softmax'), (1, 'tanh'), (2, 'softmax'), (3, 'softmax')),
                 tau=0.2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.n_categories = n_categories
        self.output_info = output_info
        self.tau = tau
        data_dim = sum(w for w, _ in output_info)
        with self.name_scope():
            self.seq = nn.HybridSequential()
            dim = embedding_dim + n_categories
            for item in gen_dims:
                self.seq.add(Residual(dim, item))
                dim += item
            self.seq.add(nn.Dense(data_dim, in_units=dim))

    def _apply_activate(self, F, data):
        data_t = []
        st = 0
        for width, fn in self.output_info:
            ed = st + width
            if fn == 'tanh':
                data_t.append(F.tanh(data[:, st:ed]))
            else:
                data_t.append(F.softmax(data[:, st:ed] / self.tau, axis=1))
            st = ed
        return F.concat(*data_t, dim=1)

    def hybrid_forward(self, F, noise, cond_scores):
        choice = F.argmax(cond_scores, axis=1)
        condvec = nd.one_hot(choice, self.n_categories)
        fake = self.seq(F.concat(noise, condvec, dim=1))
        return self._apply_activate(F, fake)
