"""Viterbi decoding that backtracks on the host: the back-pointers are turned into numpy with `.asnumpy()` and walked with python ints."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class Viterbi(HybridBlock):
    def __init__(self, num_tags=3, max_len=4, **kwargs):
        super().__init__(**kwargs)
        self.max_len = max_len
        with self.name_scope():
            self.transitions = self.params.get("transitions", shape=(num_tags, num_tags))

    def hybrid_forward(self, F, emissions, transitions):
        score = F.slice_axis(emissions, axis=1, begin=0, end=1).reshape((0, -1))
        pointers = []
        for t in range(1, self.max_len):
            cand = F.broadcast_add(score.expand_dims(2), transitions.expand_dims(0))
            pointers.append(F.argmax(cand, axis=1).asnumpy().astype(np.int64))
            emit = F.slice_axis(emissions, axis=1, begin=t, end=t + 1).reshape((0, -1))
            score = F.broadcast_add(F.max(cand, axis=1), emit)
        best = F.argmax(score, axis=1).asnumpy().astype(np.int64)
        tags = [best]
        for bp in reversed(pointers):
            best = bp[np.arange(len(best)), best]
            tags.append(best)
        return F.array(np.stack(tags[::-1], axis=1).astype("float32"))


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(3, flatten=False, in_units=6)
            self.viterbi = Viterbi()

    def hybrid_forward(self, F, x):
        return self.viterbi(self.proj(x))
