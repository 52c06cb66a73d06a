"""TGN's time encoder and message function: `cos(w * dt + b)` with `w` a fixed frequency ladder
`1 / 10 ** linspace(0, 9, dim)` held as a Parameter-free numpy constant, events' delta times taken
against each source node's last update by `dt = t - last[src]` (a legacy subscript of the memory by an
index tensor), the message the concat of both memories and the encoding."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(4,), (4,), (5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, time_dim=4, mem_dim=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.time_dim = time_dim
        self.freqs = 1.0 / 10 ** np.linspace(0, 9, time_dim)
        with self.name_scope():
            self.msg = nn.Dense(mem_dim, in_units=2 * mem_dim + time_dim, flatten=False)

    def hybrid_forward(self, F, t, src, memory):
        idx = F.clip(F.floor(F.abs(src) * memory.shape[0]), 0, memory.shape[0] - 1)
        dt = F.abs(t).reshape((-1, 1))
        w = nd.array(self.freqs).reshape((1, -1))
        enc = F.cos(dt * w)
        mem_src = F.take(memory, idx)
        mem_dst = F.take(memory, memory.shape[0] - 1 - idx)
        return self.msg(F.concat(mem_src, mem_dst, enc, dim=1))
