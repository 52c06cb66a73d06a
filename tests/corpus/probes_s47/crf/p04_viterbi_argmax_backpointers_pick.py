"""Viterbi decoding: max-product recursion with `argmax` back-pointers kept in a python list, then backtracking with `F.pick` over the stacked pointers."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class ViterbiDecoder(HybridBlock):
    def __init__(self, num_tags=4, max_len=5, **kwargs):
        super().__init__(**kwargs)
        self._max_len = max_len
        with self.name_scope():
            self.transitions = self.params.get("transitions", shape=(num_tags, num_tags))

    def hybrid_forward(self, F, emissions, transitions):
        emits = F.split(emissions, num_outputs=self._max_len, axis=1, squeeze_axis=True)
        score = emits[0]
        backpointers = []
        for emit in emits[1:]:
            cand = F.broadcast_add(score.expand_dims(2), transitions.expand_dims(0))   # (N, K, K)
            backpointers.append(F.argmax(cand, axis=1))
            score = F.broadcast_add(F.max(cand, axis=1), emit)
        best_last = F.argmax(score, axis=1)
        path = [best_last]
        for bp in reversed(backpointers):
            best_last = F.pick(bp, best_last, axis=1)
            path.insert(0, best_last)
        return F.stack(*path, axis=1), F.max(score, axis=1)


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(4, flatten=False, in_units=6)
            self.decoder = ViterbiDecoder()

    def hybrid_forward(self, F, x):
        return self.decoder(self.proj(x))
