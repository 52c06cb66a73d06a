"""CTC greedy decoding in the graph: `argmax` over classes of the (N, T, V + 1) log-probs, the previous frame's id by concatenating a -1 column with `slice_axis(end=-1)`, kept where it differs from the previous id and from the blank (all (N, T))."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 10)]


class GreedyCTC(HybridBlock):
    def __init__(self, channels=8, vocab=4, blank=0, **kwargs):
        super(GreedyCTC, self).__init__(**kwargs)
        self._blank = blank
        with self.name_scope():
            self.proj = nn.Conv1D(vocab + 1, 1, in_channels=channels)

    def hybrid_forward(self, F, feats):
        logp = F.log_softmax(F.transpose(self.proj(feats), axes=(0, 2, 1)), axis=-1)
        best = F.argmax(logp, axis=-1)
        first = F.slice_axis(best, axis=1, begin=0, end=1)
        prev = F.concat(F.ones_like(first) * -1, F.slice_axis(best, axis=1, begin=0, end=-1), dim=1)
        keep = (best != prev) * (best != self._blank)
        return best * keep - (1 - keep)


Net = GreedyCTC
