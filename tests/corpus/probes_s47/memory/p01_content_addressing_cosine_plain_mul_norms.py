"""NTM content addressing: cosine similarity between a key (N, W) and every memory slot (N, S, W) by `batch_dot`, its normaliser the slot norms (N, S) times the key norms (N, 1) with plain `*`, softmax read weights and the read vector as a weighted sum."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2, 5, 4)]


def cosine_similarity(F, key, memory, eps=1e-8):
    dot = F.batch_dot(memory, key.expand_dims(2)).reshape((0, -1))                   # (N, S)
    norms = F.norm(memory, axis=2) * F.norm(key, axis=1, keepdims=True)             # (N, S) * (N, 1)
    return dot / (norms + eps)


class ContentRead(HybridBlock):
    def __init__(self, word=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.key = nn.Dense(word, in_units=6)
            self.beta = nn.Dense(1, in_units=6)

    def hybrid_forward(self, F, ctrl, memory):
        sim = cosine_similarity(F, self.key(ctrl), memory)
        w = F.softmax(F.broadcast_mul(F.Activation(self.beta(ctrl), "softrelu"), sim), axis=1)
        return F.batch_dot(w.expand_dims(1), memory).reshape((0, -1)), w


class Net(ContentRead):
    pass
