"""Tacotron 2 attention mask from the encoder lengths: `max_len = lengths.max().asscalar()` sizes an
`F.arange(0, max_len)` that is compared with `lengths.expand_dims(1)` -- `.asscalar()` on a Symbol
fails, and `ids < lengths.expand_dims(1)`, (T,) against (B, 1), needs broadcasting that a Symbol's
`<` does not do.

Source: Wallart/gluon-tacotron2 @ 432995b846, utils.py (get_mask_from_lengths, unchanged), called
as model/decoder.py's Decoder.hybrid_forward does (`get_mask_from_lengths(F, memory_lengths)`); the
block around it is written for the harness: its raw (3,) input in (-1, 1) is made into lengths 1..8
with `F.floor((raw + 1) * 4) + 1`, and the mask is returned as float32.
"""
import numpy as np
from mxnet import gluon

INPUTS = [(3,)]


def get_mask_from_lengths(F, lengths):
    max_len = lengths.max().asscalar()
    ids = F.arange(0, max_len)
    return (ids < lengths.expand_dims(1)).astype(np.uint8)


class Net(gluon.HybridBlock):

    def hybrid_forward(self, F, raw):
        memory_lengths = F.floor((raw + 1) * 4) + 1
        return get_mask_from_lengths(F, memory_lengths).astype('float32')
