"""Panoptic head with a debug print of the feature shape behind a constructor flag that defaults to off: `if self.debug: print(feat.shape)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class DebugHead(HybridBlock):
    def __init__(self, debug=False, **kwargs):
        super().__init__(**kwargs)
        self.debug = debug
        with self.name_scope():
            self.semantic = nn.Conv2D(3, 1)

    def hybrid_forward(self, F, feat):
        if self.debug:
            print("semantic head input", feat.shape)
        return self.semantic(feat)


Net = DebugHead
