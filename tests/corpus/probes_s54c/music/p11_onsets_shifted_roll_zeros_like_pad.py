"""Note onsets from a piano roll: `relu(roll_t - roll_{t-1})`, the previous frame built by concatenating a `zeros_like` first frame with all but the last frame (`slice_axis`)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 12)]


class Onsets(HybridBlock):
    def hybrid_forward(self, F, roll):
        first = F.zeros_like(F.slice_axis(roll, axis=1, begin=0, end=1))
        prev = F.concat(first, F.slice_axis(roll, axis=1, begin=0, end=-1), dim=1)
        return F.relu(roll - prev)


Net = Onsets
