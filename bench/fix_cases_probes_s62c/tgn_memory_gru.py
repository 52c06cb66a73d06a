"""TGN's memory updater: a GRU cell over a batch of events, each event's message updating its node's
memory; the batch walked by `for i in range(msgs.shape[0])`, the new state written back with the
node's index from `int(nodes[i].asscalar())`, the updated memory returned."""
from mxnet.gluon import nn, rnn


INPUTS = [(3, 4), (3,), (5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.cell = rnn.GRUCell(dim, input_size=dim)

    def hybrid_forward(self, F, msgs, nodes, memory):
        n = memory.shape[0]
        ids = F.clip(F.floor(F.abs(nodes) * n), 0, n - 1)
        rows = []
        for i in range(msgs.shape[0]):
            node = int(ids[i].asscalar())
            h, _ = self.cell(msgs[i:i + 1], [memory[node:node + 1]])
            rows.append(h)
        return F.concat(*rows, dim=0)
