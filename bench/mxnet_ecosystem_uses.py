"""Record GluonNLP 0.10.0 computations in real MXNet 1.9.1 for tests/ecosystem: a small BERT
(interleaved self-attention, pooler, classifier, masked-LM decoder) with name-seeded weights,
and three BERTAdam steps (nd.contrib.adamw_update through the Trainer) on a Dense layer.

    PYTHONPATH=<gluonnlp src>:<a folder with packaging> \\
        /path/to/mxnet-venv/bin/python bench/mxnet_ecosystem_uses.py tests/fixtures/mxnet

The test rebuilds the same blocks under the alias and compares.
"""
import os
import sys
import zlib

import mxnet as mx
import numpy as np
import gluonnlp as nlp


def fill(name, shape):
    """Deterministic values from a parameter's name (its block counter stripped)."""
    rng = np.random.RandomState(zlib.crc32(name.split("_", 1)[1].encode()))
    if name.endswith(("gamma",)):
        return rng.uniform(0.5, 1.5, shape).astype(np.float32)
    return rng.uniform(-0.2, 0.2, shape).astype(np.float32)


def bert_inputs():
    return (mx.nd.array([[1, 5, 7, 2, 9], [3, 4, 0, 0, 0]]),
            mx.nd.array([[0, 0, 1, 1, 1], [0, 0, 0, 0, 0]]), mx.nd.array([5, 2]),
            mx.nd.array([[1, 2], [0, 1]]))


def small_bert():
    enc = nlp.model.bert.BERTEncoder(num_layers=2, units=16, hidden_size=32, max_length=8,
                                     num_heads=2, dropout=0.0, prefix="enc_")
    model = nlp.model.bert.BERTModel(enc, vocab_size=11, token_type_vocab_size=2, units=16,
                                     embed_size=16, use_pooler=True, use_decoder=True,
                                     use_classifier=True, prefix="bert_")
    return model


def main():
    out = {}
    model = small_bert()
    model.initialize()
    model(*bert_inputs())
    for k, p in model.collect_params().items():
        p.set_data(mx.nd.array(fill(k, p.shape)))
    for i, o in enumerate(model(*bert_inputs())):
        out[f"bert/out{i}"] = o.asnumpy()

    net = mx.gluon.nn.Dense(3, in_units=4, prefix="dense_")
    net.initialize()
    net.weight.set_data(mx.nd.array(fill("dense_weight", (3, 4))))
    net.bias.set_data(mx.nd.array(fill("dense_bias", (3,))))
    trainer = mx.gluon.Trainer(net.collect_params(), "bertadam",
                               {"learning_rate": 0.05, "wd": 0.01})
    x = mx.nd.array(np.arange(8).reshape(2, 4) / 8.0)
    for _ in range(3):
        with mx.autograd.record():
            loss = (net(x) ** 2).sum()
        loss.backward()
        trainer.step(2)
    out["bertadam/weight"] = net.weight.data().asnumpy()
    out["bertadam/bias"] = net.bias.data().asnumpy()
    np.savez_compressed(os.path.join(sys.argv[1], "ecosystem_uses.npz"), **out)


if __name__ == "__main__":
    main()
