"""Average consensus over a variable number of valid segments: `SequenceMask` on the time-major (T, N, K) scores with per-clip lengths, divided by the lengths through `broadcast_div` (the lengths tensor looks like a python count but is a graph value)."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 2, 5), (2,)]


class VariableConsensus(HybridBlock):
    def __init__(self, num_segments=4, **kwargs):
        super().__init__(**kwargs)
        self.num_segments = num_segments

    def hybrid_forward(self, F, scores, lengths):
        lengths = F.floor((lengths + 1) * 0.5 * (self.num_segments - 1)) + 1
        masked = F.SequenceMask(scores, sequence_length=lengths, use_sequence_length=True, axis=0)
        total = F.sum(masked, axis=0)
        return F.broadcast_div(total, F.expand_dims(lengths, axis=1))


Net = VariableConsensus
