"""`for blk in self.blocks` and `len(self.blocks)` over a HybridSequential of children."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.blocks = nn.HybridSequential()
        for _ in range(3):
            self.blocks.add(nn.Dense(4))

    def hybrid_forward(self, F, x):
        for i, blk in enumerate(self.blocks):
            x = blk(x) if i < len(self.blocks) - 1 else F.relu(blk(x))
        return x
