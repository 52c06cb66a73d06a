"""Reverse-complement-averaged scan (ACGT order): the complement is the reversed base axis and the reverse the reversed length axis, both by `F.reverse`, one shared conv on both strands, the strands merged by `maximum`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 20)]


class RCScan(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(6, 7, padding=3, in_channels=4)

    def hybrid_forward(self, F, seq):
        rc = F.reverse(F.reverse(seq, axis=1), axis=2)
        fwd = self.conv(seq)
        bwd = F.reverse(self.conv(rc), axis=2)
        return F.max(F.maximum(fwd, bwd), axis=2)


Net = RCScan
