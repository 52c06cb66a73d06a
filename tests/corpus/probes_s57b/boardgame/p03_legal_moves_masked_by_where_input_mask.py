"""Legal-move masking: illegal move logits replaced by a large negative through `F.where` against a legal-move vector input, then softmax."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5), (2, 26)]


class MaskedPolicy(HybridBlock):
    def __init__(self, board_size=5, channels=4, **kwargs):
        super(MaskedPolicy, self).__init__(**kwargs)
        n2 = board_size * board_size
        with self.name_scope():
            self.conv = nn.Conv2D(2, 1, in_channels=channels)
            self.fc = nn.Dense(n2 + 1, in_units=2 * n2)

    def hybrid_forward(self, F, planes, legal):
        logits = self.fc(F.relu(self.conv(planes)))
        masked = F.where(legal > 0, logits, F.ones_like(logits) * -1e9)
        return F.softmax(masked)


Net = MaskedPolicy
