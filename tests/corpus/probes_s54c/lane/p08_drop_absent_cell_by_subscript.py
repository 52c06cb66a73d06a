"""Drops the "no lane" cell with the subscript `out[:, :-1]` before the softmax."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 9, 5, 2)]


class LaneLocation(HybridBlock):
    def hybrid_forward(self, F, out):
        prob = F.softmax(out[:, :-1], axis=1)
        return F.max(prob, axis=1)


Net = LaneLocation
