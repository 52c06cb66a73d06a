"""Transformer-XL's memory update: the hidden states of the memory and the segment concatenated,
the last `mem_len` of them kept (`beg = max(0, end - self.mem_len)` with `end = cat.shape[1]`) with the
gradient stopped, returned beside the layer output."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4), (2, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, mem_len=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.mem_len = mem_len
        with self.name_scope():
            self.layer = nn.Dense(4, in_units=4, flatten=False, activation='tanh')

    def hybrid_forward(self, F, h, mem):
        out = self.layer(h)
        cat = F.concat(mem, out, dim=1)
        end = cat.shape[1]
        beg = max(0, end - self.mem_len)
        new_mem = F.stop_gradient(cat[:, beg:end])
        return out, new_mem
