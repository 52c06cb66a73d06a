"""Memory read by cosine similarity: queries against every slot of a learned memory, soft attention."""
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, slots=5, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.memory = self.params.get('memory', shape=(slots, dim))

    def hybrid_forward(self, F, query, memory):
        q = query / F.sqrt(F.sum(F.square(query), axis=1, keepdims=True) + 1e-8)
        norms = F.sqrt(F.sum(F.square(memory), axis=1) + 1e-8)
        m = F.broadcast_div(memory, norms.reshape((memory.shape[0], 1)))
        attn = F.softmax(F.dot(q, m, transpose_b=True), axis=1)
        return F.dot(attn, memory)
