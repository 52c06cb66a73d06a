"""Illegal: the returned dict's width-1 opacity is read through `.get` beside the width-3 scale, the dict
only read at the caller."""
from mxnet.gluon import HybridBlock

INPUTS = [(5, 8)]


class Net(HybridBlock):
    def activate(self, F, raw):
        return {"opacity": F.sigmoid(raw.slice_axis(axis=1, begin=0, end=1)),
                "scale": F.exp(raw.slice_axis(axis=1, begin=1, end=4))}

    def hybrid_forward(self, F, raw):
        g = self.activate(F, raw)
        for key in g:
            pass
        return g.get("opacity") * g["scale"]
