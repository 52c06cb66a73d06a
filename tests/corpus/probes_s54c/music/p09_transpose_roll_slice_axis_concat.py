"""Transposition augmentation by a python semitone shift: the pitch axis rotated with two `slice_axis` pieces joined by `F.concat`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 5, 12)]


class Transpose(HybridBlock):
    def __init__(self, shift=3, **kwargs):
        super().__init__(**kwargs)
        self.shift = shift

    def hybrid_forward(self, F, chroma):
        head = F.slice_axis(chroma, axis=-1, begin=-self.shift, end=None)
        tail = F.slice_axis(chroma, axis=-1, begin=0, end=-self.shift)
        return F.concat(head, tail, dim=-1)


Net = Transpose
