"""DeepSpeech2 masking switched by a python boolean argument of `hybrid_forward` with a default (`use_mask=True`), next to the lengths input: `if use_mask:` tests the python flag, never a tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 2, 4), (2,)]


class FlagMask(HybridBlock):
    def __init__(self, hidden=4, **kwargs):
        super().__init__(**kwargs)
        self.fc = nn.Dense(hidden, flatten=False, in_units=hidden)

    def hybrid_forward(self, F, x, lengths, use_mask=True, scale=0.5):
        y = self.fc(x) * scale
        if use_mask:
            y = F.SequenceMask(y, sequence_length=F.abs(lengths) * 6 + 1, use_sequence_length=True, axis=0)
        return y


Net = FlagMask
