"""Sweep GluonNLP 0.10.0's models on the runtime against real MXNet 1.9.1 (issue #12).

Cases: every ``gluonnlp.model.get_model`` entry (BERT, RoBERTa, DistilBERT, ERNIE, the
Transformer, ELMo, the standard / AWD / big RNN language models) built with ``pretrained=False``
and a small vocabulary, shrunk with ``hparam_allow_override`` where the zoo allows (few layers,
small units; the structure -- layer count, tied weights, activation, eps -- stays the entry's),
plus ``gluonnlp.model`` blocks used on their own: the attention cells, Highway, the
convolutional encoder, the sampled-softmax heads, the BERT / RoBERTa classifiers, ELMo's BiLM
at a small size, and beam search over the Transformer's decoder.

1. **MXNet stage** (``--mxnet-python``: real MXNet 1.9.1 with numpy 1.23.5): build the case,
   initialise (He-scaled Gaussian, seed 0), run it eagerly on seeded inputs, ``save_parameters``,
   record the parameter gradients of a fixed random projection of the outputs
   (``autograd.record(train_mode=False)``), hybridize, run again, ``export`` (HybridBlocks with
   flat inputs), and save everything under ``REFS/<case>/``.
2. **Runtime stage** (``python -m hybridlint.runtime``, the ``make ecosystem-check`` env): build the
   same case unchanged, ``load_parameters`` MXNet's file, and compare eager, gradients,
   hybridized, and ``SymbolBlock.imports`` of MXNet's export with MXNet's results
   (``sweep_common.compare``: equal within rtol 1e-4 / atol 1e-5, or within float32 noise).

    build/ecovenv/bin/python -m hybridlint.runtime bench/gluonnlp_model_sweep.py GLUONNLP_SRC \\
        --mxnet-python /path/to/mxnet-venv/bin/python --refs REFS --rows rows.jsonl [--only SUBSTR]
    build/ecovenv/bin/python bench/gluonnlp_model_sweep.py GLUONNLP_SRC --rows rows.jsonl --report

GLUONNLP_SRC is the folder holding the ``gluonnlp`` package with its compiled
``fast_bert_tokenizer`` (``python setup.py build_ext --inplace``).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

from sweep_common import (StageServer, compare, error_text, flat, fork_serve, he_init,
                          projected_grads, runtime_stage, sandbox_env)

SEED = 0
VOCAB_SIZE = 40
BATCH, SEQ = 2, 5


def _rng(salt=0):
    import numpy as np
    return np.random.RandomState(SEED + salt)


def _tokens(shape, high=VOCAB_SIZE, salt=0):
    return _rng(salt).randint(0, high, size=shape).astype("float32")


def _vocab(cls=None):
    import collections
    import gluonnlp as nlp
    words = [f"w{i}" for i in range(VOCAB_SIZE - 4)]   # + <unk> <pad> <bos> <eos>
    return (cls or nlp.Vocab)(collections.Counter(words))


def plain(net, xs):
    """The call of a case whose inputs are the block's positional arguments (such a HybridBlock
    is also exported and re-imported as a SymbolBlock)."""
    return net(*xs)


def _nd(xs):
    import mxnet as mx
    return [mx.nd.array(x) if x is not None else None for x in xs]


# --- cases: name -> () -> (net, inputs as numpy arrays, call(net, nd_inputs) -> outputs) -----

def _rnn_lm(name, **hp):
    def case():
        import mxnet as mx
        import gluonnlp as nlp
        net, _ = nlp.model.get_model(name, vocab=_vocab(), pretrained=False,
                                     hparam_allow_override=True, **hp)

        def call(net, xs):
            return net(xs[0], net.begin_state(batch_size=BATCH, func=mx.nd.zeros))
        return net, [_tokens((SEQ, BATCH))], call
    return case


def _big_rnn_lm():
    import mxnet as mx
    import gluonnlp as nlp
    net, _ = nlp.model.get_model("big_rnn_lm_2048_512", vocab=_vocab(), pretrained=False,
                                 hparam_allow_override=True, embed_size=12, hidden_size=32,
                                 projection_size=12, embed_dropout=0.0, encode_dropout=0.0)

    def call(net, xs):
        return net(xs[0], net.begin_state(batch_size=BATCH, func=mx.nd.zeros))
    return net, [_tokens((SEQ, BATCH))], call


def _elmo_inputs(max_chars=50):
    return [_tokens((BATCH, 4, max_chars), high=262, salt=1)]


def _elmo_call(net, xs):
    """Without a mask: with one, ELMoBiLM multiplies (B, T, C) by (B, T, 1) with ``*``, which
    broadcasts on NDArrays but is ``elemwise_mul`` on Symbols, so real MXNet cannot hybridize it
    ("Incompatible attr in node elmobilm0__mul0").  The masked path is ``bilm_encoder:masked``."""
    import mxnet as mx
    return net(xs[0], net.begin_state(mx.nd.zeros, batch_size=BATCH))


def _elmo_zoo(name):
    """At the zoo's full size (it allows no override); elmo_2x4096_512_2048cnn_2xhighway (270 MB
    of weights) is left out on the 2-core box."""
    def case():
        import gluonnlp as nlp
        net, _ = nlp.model.get_model(name, pretrained=False)
        return net, _elmo_inputs(), _elmo_call
    return case


def _elmo_small():
    import gluonnlp as nlp
    net = nlp.model.ELMoBiLM(rnn_type="lstmpc", output_size=12,
                             filters=[[1, 4], [2, 4], [3, 8]], char_embed_size=6, num_highway=2,
                             conv_layer_activation="relu", max_chars_per_token=10,
                             char_vocab_size=262, input_size=12, hidden_size=20, proj_size=12,
                             num_layers=2, cell_clip=3, proj_clip=3, skip_connection=True)
    return net, _elmo_inputs(10), _elmo_call


def _bilm_masked():
    """ELMo's BiLM encoder with a sequence mask (SequenceReverse with lengths, foreach)."""
    import numpy as np
    import mxnet as mx
    import gluonnlp as nlp
    net = nlp.model.BiLMEncoder(mode="lstmpc", num_layers=2, input_size=8, hidden_size=16,
                                proj_size=8, cell_clip=3, proj_clip=3, skip_connection=True)
    x = _rng(11).uniform(-1, 1, (4, BATCH, 8)).astype("float32")
    mask = np.ones((BATCH, 4), dtype="float32")
    mask[1, 2:] = 0

    def call(net, xs):
        return net(xs[0], net.begin_state(mx.nd.zeros, batch_size=BATCH), xs[1])
    return net, [x, mask], call


TRANSFORMER_HP = dict(num_units=16, hidden_size=32, num_layers=2, num_heads=4, dropout=0.0,
                      embed_size=16)


def _transformer_inputs():
    import numpy as np
    return [_tokens((BATCH, SEQ), salt=2), _tokens((BATCH, SEQ + 1), salt=3),
            np.array([SEQ, 3], dtype="float32"), np.array([SEQ + 1, 4], dtype="float32")]


def _transformer_zoo():
    """The zoo entry itself cannot be built offline: it names its vocabularies
    ``dataset_name + '_src'`` whatever vocab is given, so dataset_name=None raises (in MXNet too)
    and a dataset name downloads them.  ``transformer:nmt`` builds the same model."""
    import gluonnlp as nlp
    net, _, _ = nlp.model.get_model("transformer_en_de_512", src_vocab=_vocab(),
                                    tgt_vocab=_vocab(), pretrained=False,
                                    hparam_allow_override=True, **TRANSFORMER_HP)
    return net, _transformer_inputs(), plain


def _nmt():
    """transformer_en_de_512's model as the zoo assembles it (shared, tied embeddings), with our
    vocabularies: ``get_transformer_encoder_decoder`` + ``NMTModel``."""
    import gluonnlp as nlp
    hp = TRANSFORMER_HP
    enc, dec, one_step = nlp.model.transformer.get_transformer_encoder_decoder(
        units=hp["num_units"], hidden_size=hp["hidden_size"], dropout=hp["dropout"],
        num_layers=hp["num_layers"], num_heads=hp["num_heads"], max_src_length=530,
        max_tgt_length=549, scaled=True)
    vocab = _vocab()
    net = nlp.model.translation.NMTModel(
        src_vocab=vocab, tgt_vocab=vocab, encoder=enc, decoder=dec,
        one_step_ahead_decoder=one_step, share_embed=True, embed_size=hp["embed_size"],
        tie_weights=True, embed_initializer=None, prefix="transformer_")
    return net, vocab


def _transformer():
    net, _ = _nmt()
    return net, _transformer_inputs(), plain


def _beam_search():
    """Beam search (``BeamSearchSampler``, hybridized step update) over the Transformer's
    one-step decoder, as GluonNLP's translation scripts run it."""
    import mxnet as mx
    import gluonnlp as nlp
    net, tgt_vocab = _nmt()
    eos = tgt_vocab.token_to_idx[tgt_vocab.eos_token]
    bos = tgt_vocab.token_to_idx[tgt_vocab.bos_token]

    def decode_logprob(net, step_input, states):   # the translation scripts' decoder
        out, states, _ = net.decode_step(step_input, states)
        return mx.nd.log_softmax(out), states

    def call(net, xs):
        src, _, src_len, _ = xs
        sampler = nlp.model.BeamSearchSampler(
            beam_size=3, decoder=lambda step, states: decode_logprob(net, step, states), eos_id=eos,
            scorer=nlp.model.BeamSearchScorer(alpha=0.6, K=5), max_length=6)
        enc_out, _ = net.encode(src, valid_length=src_len)
        states = net.decoder.init_state_from_encoder(enc_out, src_len)
        samples, scores, lengths = sampler(mx.nd.full((BATCH,), bos), states)
        return samples.astype("int32"), scores, lengths.astype("int32")
    return net, _transformer_inputs(), call


def _sequence_sampler():
    """``SequenceSampler`` with top_k=1 (each step samples from a one-entry distribution, so the
    result does not depend on the random stream) over the Transformer's one-step decoder."""
    import mxnet as mx
    import gluonnlp as nlp
    net, tgt_vocab = _nmt()
    eos = tgt_vocab.token_to_idx[tgt_vocab.eos_token]
    bos = tgt_vocab.token_to_idx[tgt_vocab.bos_token]

    def call(net, xs):
        src, _, src_len, _ = xs

        def decode(step_input, states):
            out, states, _ = net.decode_step(step_input, states)
            return mx.nd.softmax(out), states
        sampler = nlp.model.SequenceSampler(beam_size=2, decoder=decode, eos_id=eos,
                                            max_length=6, top_k=1)
        enc_out, _ = net.encode(src, valid_length=src_len)
        states = net.decoder.init_state_from_encoder(enc_out, src_len)
        samples, scores, lengths = sampler(mx.nd.full((BATCH,), bos), states)
        return samples.astype("int32"), scores, lengths.astype("int32")
    return net, _transformer_inputs(), call


def _hybrid_beam_search():
    """``HybridBeamSearchSampler`` (the whole search one graph: ``contrib.while_loop``) over a
    small GRU decoder, as its documentation describes the decoder."""
    import mxnet as mx
    import gluonnlp as nlp

    class Decoder(mx.gluon.HybridBlock):
        def __init__(self, **kwargs):
            super().__init__(**kwargs)
            self._vocab_size = VOCAB_SIZE
            with self.name_scope():
                self.embed = mx.gluon.nn.Embedding(VOCAB_SIZE, 8)
                self.cell = mx.gluon.rnn.GRUCell(8, input_size=8)
                self.proj = mx.gluon.nn.Dense(VOCAB_SIZE, in_units=8, flatten=False)

        def hybrid_forward(self, F, step_input, states):
            out, new_states = self.cell(self.embed(step_input), [states])
            return F.log_softmax(self.proj(out)), new_states[0]

    net = nlp.model.HybridBeamSearchSampler(
        batch_size=BATCH, beam_size=3, decoder=Decoder(), eos_id=3,
        scorer=nlp.model.BeamSearchScorer(alpha=0.6, K=5), max_length=5)
    state = _rng(12).uniform(-1, 1, (BATCH, 8)).astype("float32")

    def call(net, xs):
        samples, scores, lengths = net(xs[0], xs[1])
        return samples.astype("int32"), scores, lengths.astype("int32")
    return net, [_tokens((BATCH,), salt=13).astype("int32"), state], call


def _train_lm(cls, **kw):
    """``gluonnlp.model.train``'s language models (what the training scripts build: they also
    return the encoder's raw and dropped-out outputs for AWD's regularisers)."""
    def case():
        import mxnet as mx
        import gluonnlp as nlp
        net = getattr(nlp.model.train, cls)(vocab_size=VOCAB_SIZE, **kw)

        def call(net, xs):
            return net(xs[0], net.begin_state(batch_size=BATCH, func=mx.nd.zeros))
        return net, [_tokens((SEQ, BATCH))], call
    return case


def _train_big_rnn():
    """``train.BigRNN`` (LSTMP encoder + sampled softmax) with dense weights and gradients; the
    sampled classes are an input, so the result does not depend on a sampler."""
    import numpy as np
    import mxnet as mx
    import gluonnlp as nlp
    net = nlp.model.train.BigRNN(VOCAB_SIZE, embed_size=12, hidden_size=24, num_layers=1,
                                 projection_size=12, num_sampled=5, sparse_weight=False,
                                 sparse_grad=False)
    rng = _rng(14)
    sampled = np.array([0, 3, 7, 11, 19], dtype="float32")
    exp_sampled = rng.uniform(0.1, 1, (5,)).astype("float32")
    exp_true = rng.uniform(0.1, 1, (SEQ, BATCH)).astype("float32")

    def call(net, xs):
        states = net.begin_state(batch_size=BATCH, func=mx.nd.zeros)
        return net(xs[0], xs[1], states, [xs[2], xs[3], xs[4]])
    return net, [_tokens((SEQ, BATCH)), _tokens((SEQ, BATCH), salt=15), sampled, exp_sampled,
                 exp_true], call


BERT_HP = dict(num_layers=2, units=16, hidden_size=32, num_heads=4, max_length=16,
               embed_size=16, dropout=0.0)


def _bert_inputs(types=True):
    import numpy as np
    xs = [_tokens((BATCH, 7), salt=4)]
    if types:
        xs.append(_tokens((BATCH, 7), high=2, salt=5))
    xs.append(np.array([7, 4], dtype="float32"))
    xs.append(np.array([[0, 2, 5], [1, 1, 3]], dtype="float32"))
    return xs


def _bert(name):
    def case():
        import gluonnlp as nlp
        net, _ = nlp.model.get_model(name, vocab=_vocab(nlp.vocab.BERTVocab), pretrained=False,
                                     hparam_allow_override=True, **BERT_HP)

        return net, _bert_inputs(), plain
    return case


def _roberta(name):
    def case():
        import gluonnlp as nlp
        net, _ = nlp.model.get_model(name, vocab=_vocab(), pretrained=False,
                                     hparam_allow_override=True, **BERT_HP)

        return net, _bert_inputs(types=False), plain
    return case


def _distilbert():
    import gluonnlp as nlp
    net, _ = nlp.model.get_model("distilbert_6_768_12", dataset_name=None, vocab=_vocab(),
                                 pretrained=False,
                                 hparam_allow_override=True, **BERT_HP)

    return net, _bert_inputs(types=False)[:2], plain


def _bert_classifier():
    import gluonnlp as nlp
    bert, _ = nlp.model.get_model("bert_12_768_12", vocab=_vocab(nlp.vocab.BERTVocab),
                                  pretrained=False, hparam_allow_override=True,
                                  use_decoder=False, use_classifier=False, **BERT_HP)
    net = nlp.model.BERTClassifier(bert, num_classes=3, dropout=0.0)

    return net, _bert_inputs()[:3], plain


def _roberta_classifier():
    import gluonnlp as nlp
    roberta, _ = nlp.model.get_model("roberta_12_768_12", vocab=_vocab(), pretrained=False,
                                     hparam_allow_override=True, use_decoder=False, **BERT_HP)
    net = nlp.model.RoBERTaClassifier(roberta, num_classes=3, dropout=0.0)

    return net, _bert_inputs(types=False)[:2], plain


def _attention_inputs(units=16):
    import numpy as np
    rng = _rng(6)
    q = rng.uniform(-1, 1, (BATCH, 3, units)).astype("float32")
    k = rng.uniform(-1, 1, (BATCH, 4, units)).astype("float32")
    v = rng.uniform(-1, 1, (BATCH, 4, units)).astype("float32")
    mask = np.ones((BATCH, 3, 4), dtype="float32")
    mask[1, :, 2:] = 0
    return [q, k, v, mask]


ATTENTION = {
    "attention:dot_scaled": ("DotProductAttentionCell", dict(scaled=True)),
    "attention:dot_luong": ("DotProductAttentionCell", dict(units=16, luong_style=True)),
    "attention:dot_normalized": ("DotProductAttentionCell", dict(units=8, normalized=True,
                                                                 use_bias=False)),
    "attention:mlp": ("MLPAttentionCell", dict(units=8)),
    "attention:mlp_normalized": ("MLPAttentionCell", dict(units=8, normalized=True)),
    "attention:multi_head": ("MultiHeadAttentionCell", dict(query_units=16, key_units=16,
                                                            value_units=16, num_heads=4)),
}


def _attention(name):
    def case():
        import gluonnlp as nlp
        cls, kw = ATTENTION[name]
        if cls == "MultiHeadAttentionCell":
            kw = dict(kw, base_cell=nlp.model.DotProductAttentionCell(scaled=True))
        return getattr(nlp.model, cls)(**kw), _attention_inputs(), plain
    return case


def _highway():
    import gluonnlp as nlp
    net = nlp.model.Highway(input_size=16, num_layers=2)
    return net, [_rng(7).uniform(-1, 1, (BATCH, 3, 16)).astype("float32")], plain


def _conv_encoder():
    import numpy as np
    import gluonnlp as nlp
    net = nlp.model.ConvolutionalEncoder(embed_size=8, num_filters=(4, 6),
                                         ngram_filter_sizes=(2, 3), num_highway=1,
                                         output_size=10)
    x = _rng(8).uniform(-1, 1, (7, BATCH, 8)).astype("float32")
    mask = np.ones((7, BATCH), dtype="float32")
    mask[5:, 1] = 0
    return net, [x, mask], plain


def _sampled(cls, **kw):
    def case():
        import numpy as np
        import gluonnlp as nlp
        net = getattr(nlp.model, cls)(num_classes=20, num_sampled=5, in_unit=8, **kw)
        rng = _rng(9)
        x = rng.uniform(-1, 1, (BATCH * 2, 8)).astype("float32")
        sampled = np.array([0, 3, 7, 11, 19], dtype="float32")
        exp_sampled = rng.uniform(0.1, 1, (5,)).astype("float32")
        exp_true = rng.uniform(0.1, 1, (BATCH * 2,)).astype("float32")
        label = np.array([3, 5, 12, 19], dtype="float32")

        def call(net, xs):
            return net(xs[0], [xs[1], xs[2], xs[3]], xs[4])
        return net, [x, sampled, exp_sampled, exp_true, label], call
    return case


def cases():
    table = {
        # the model zoo (gluonnlp.model.get_model), shrunk where hparam_allow_override allows
        "standard_lstm_lm_200": _rnn_lm("standard_lstm_lm_200", embed_size=16, hidden_size=16,
                                        dropout=0.0),
        "standard_lstm_lm_650": _rnn_lm("standard_lstm_lm_650", embed_size=20, hidden_size=20,
                                        dropout=0.0),
        "standard_lstm_lm_1500": _rnn_lm("standard_lstm_lm_1500", embed_size=24,
                                         hidden_size=24, dropout=0.0),
        "awd_lstm_lm_1150": _rnn_lm("awd_lstm_lm_1150", embed_size=16, hidden_size=24,
                                    dropout=0.0, weight_drop=0.0, drop_h=0.0, drop_i=0.0,
                                    drop_e=0.0),
        "awd_lstm_lm_600": _rnn_lm("awd_lstm_lm_600", embed_size=12, hidden_size=20),
        "big_rnn_lm_2048_512": _big_rnn_lm,
        "elmo_2x1024_128_2048cnn_1xhighway": _elmo_zoo("elmo_2x1024_128_2048cnn_1xhighway"),
        "elmo_2x2048_256_2048cnn_1xhighway": _elmo_zoo("elmo_2x2048_256_2048cnn_1xhighway"),
        "transformer_en_de_512": _transformer_zoo,
        "bert_12_768_12": _bert("bert_12_768_12"),
        "bert_24_1024_16": _bert("bert_24_1024_16"),
        "ernie_12_768_12": _bert("ernie_12_768_12"),
        "roberta_12_768_12": _roberta("roberta_12_768_12"),
        "roberta_24_1024_16": _roberta("roberta_24_1024_16"),
        "distilbert_6_768_12": _distilbert,
        # gluonnlp.model blocks on their own
        "train:standard_rnn": _train_lm("StandardRNN", mode="lstm", embed_size=16,
                                        hidden_size=16, num_layers=2, dropout=0.0,
                                        tie_weights=True),
        "train:awd_rnn": _train_lm("AWDRNN", mode="gru", embed_size=12, hidden_size=20,
                                   num_layers=2, dropout=0.0, weight_drop=0.3, drop_h=0.0,
                                   drop_i=0.0, drop_e=0.0),
        "train:big_rnn": _train_big_rnn,
        "elmo_bilm_small": _elmo_small,
        "bilm_encoder:masked": _bilm_masked,
        "bert_classifier": _bert_classifier,
        "roberta_classifier": _roberta_classifier,
        "transformer:nmt": _transformer,
        "beam_search:transformer": _beam_search,
        "sequence_sampler:top1": _sequence_sampler,
        "hybrid_beam_search:gru": _hybrid_beam_search,
        "highway": _highway,
        "conv_encoder": _conv_encoder,
        "nce_dense": _sampled("NCEDense"),
        "is_dense": _sampled("ISDense"),
    }
    for name in ATTENTION:
        table[name] = _attention(name)
    return table


# --- stages ----------------------------------------------------------------------------------

def _run(call, net, xs):
    import mxnet as mx
    with mx.autograd.predict_mode():
        return [o.asnumpy() for o in flat(call(net, _nd(xs)))]


def _grads(call, net, xs):
    """Parameter gradients of sum(out_i * r_i) over the float outputs (r_i fixed random), in
    inference mode: one array per parameter with a gradient, in sorted-name order."""
    _, grads = projected_grads(net, lambda: call(net, _nd(xs)), _rng(10))
    names = sorted(grads)
    return names, [grads[n] for n in names]


def _strip_prefix(names):
    """Gradients are matched by name without the global block-counter prefix, which differs when
    a model is built in another order (``bertmodel0_`` vs ``bertmodel3_``)."""
    return [n.split("_", 1)[-1] for n in names]


def _flat_inputs(xs):
    return all(x is not None for x in xs)


def child_mxnet(name, folder):
    import numpy as np
    import mxnet as mx
    meta = {"case": name}
    stage = "build"
    try:
        mx.random.seed(SEED)
        np.random.seed(SEED)
        net, xs, call = cases()[name]()
        net.initialize(he_init())
        stage = "eager"
        eager = _run(call, net, xs)
        net.save_parameters(os.path.join(folder, "net.params"))
        try:
            gnames, grads = _grads(call, net, xs)
            meta["grad_names"] = _strip_prefix(gnames)
        except Exception as e:   # noqa: BLE001 - MXNet has no gradient here: path not compared
            grads = []
            meta["grad_error"] = "%s (%s)" % error_text(e)
        stage = "hybridize"
        net.hybridize()
        hybrid = _run(call, net, xs)
        arrays = {f"x{i}": x for i, x in enumerate(xs)}
        arrays.update({f"eager{i}": a for i, a in enumerate(eager)})
        arrays.update({f"hybrid{i}": a for i, a in enumerate(hybrid)})
        arrays.update({f"grad{i}": a for i, a in enumerate(grads)})
        stage = "export"
        if isinstance(net, mx.gluon.HybridBlock) and call is plain:
            net.export(os.path.join(folder, "net"))
            meta["exported"] = True
        np.savez(os.path.join(folder, "io.npz"), **arrays)
        meta.update(status="ok", outputs=len(eager))
    except Exception as e:   # noqa: BLE001 - recorded: the case is outside the denominator
        meta["status"] = f"fails ({stage})"
        meta["error"], meta["where"] = error_text(e)
    with open(os.path.join(folder, "meta.json"), "w") as f:
        json.dump(meta, f)


def _series(npz, key):
    import re
    return [npz[f"{key}{i}"] for i in range(sum(1 for k in npz.files
                                                if re.fullmatch(key + r"\d+", k)))]


def child_runtime(name, folder, out):
    import numpy as np
    import mxnet as mx
    with open(os.path.join(folder, "meta.json")) as f:
        meta = json.load(f)
    ref = np.load(os.path.join(folder, "io.npz"))
    xs = _series(ref, "x")
    row = {"case": name}
    stage = "build"
    try:
        net, _, call = cases()[name]()
        stage = "load"
        net.load_parameters(os.path.join(folder, "net.params"), ctx=mx.cpu())
        row["builds"] = True
        stage = "eager"
        eager = _run(call, net, xs)
        row["eager"] = compare(eager, _series(ref, "eager"))
        stage = "gradients"
        gnames, grads = _grads(call, net, xs) if "grad_names" in meta else (None, None)
        if gnames is None:
            pass
        elif _strip_prefix(gnames) != meta["grad_names"]:
            row["gradients"] = ("differs", "parameter names differ: "
                                f"{sorted(set(_strip_prefix(gnames)) ^ set(meta['grad_names']))[:4]}")
        else:
            row["gradients"] = compare(grads, _series(ref, "grad"))
            if row["gradients"][0] == "differs":
                bad = [n for n, g, w in zip(meta["grad_names"], grads, _series(ref, "grad"))
                       if compare([g], [w])[0] == "differs"]
                row["gradients"] = ("differs", f"{len(bad)} of {len(grads)} parameters, first "
                                    f"{bad[0]}: {row['gradients'][1].split(': ', 1)[-1]}")
        stage = "hybridize"
        net.hybridize()
        hybrid = _run(call, net, xs)
        row["hybrid_vs_eager"] = compare(hybrid, eager)
        row["hybrid"] = compare(hybrid, _series(ref, "hybrid"))
        if meta.get("exported"):
            stage = "imports"
            names = ["data"] if len(xs) == 1 else [f"data{i}" for i in range(len(xs))]
            sym = mx.gluon.SymbolBlock.imports(os.path.join(folder, "net-symbol.json"), names,
                                               os.path.join(folder, "net-0000.params"))
            with mx.autograd.predict_mode():
                imported = [o.asnumpy() for o in flat(sym(*_nd(xs)))]
            row["imports"] = compare(imported, _series(ref, "hybrid"))
    except Exception as e:   # noqa: BLE001 - the sweep reports whatever a case raises
        row["failed_stage"] = stage
        row["error"], row["where"] = error_text(e)
    with open(out, "w") as f:
        json.dump(row, f)


PATHS = ("eager", "gradients", "hybrid", "imports")


def verdicts(row):
    """Per path (eager, gradients, hybridized, SymbolBlock.imports): ok / noise / differs /
    raises; paths MXNet does not have for the case are left out."""
    out = {}
    for path in PATHS:
        if path in row:
            out[path] = {"equal": "ok", "noise": "noise"}.get(row[path][0], "differs")
    if "failed_stage" in row or "timeout" in row or "crashed" in row:
        stage = {"hybridize": "hybrid", "load": "eager", "build": "eager"}.get(
            row.get("failed_stage"), row.get("failed_stage"))
        reached = False
        for path in PATHS:
            if path == stage or reached or stage is None:
                reached = True
                if path not in out and (path != "imports" or row.get("exported")):
                    out[path] = "raises"
    if row.get("hybrid_vs_eager", ("equal",))[0] == "differs":
        out["hybrid"] = "differs"
    return out


def report(rows):
    rows = list({r["case"]: r for r in rows}.values())
    counted = [r for r in rows if r.get("mxnet") == "ok"]
    tally = {}
    for r in counted:
        for path, v in verdicts(r).items():
            tally.setdefault(path, {}).setdefault(v, 0)
            tally[path][v] += 1
    total = {v: sum(t.get(v, 0) for t in tally.values()) for v in ("ok", "noise", "differs",
                                                                    "raises")}
    lines = [f"{len(rows)} cases; real MXNet runs {len(counted)}. Paths compared: "
             f"{sum(total.values())}: equal {total['ok']}, within noise {total['noise']}, "
             f"differ {total['differs']}, raise {total['raises']}.", "",
             "| path | equal | within noise | differs | raises |", "|---|---:|---:|---:|---:|"]
    for path in PATHS:
        t = tally.get(path, {})
        lines.append(f"| {path} | {t.get('ok', 0)} | {t.get('noise', 0)} | "
                     f"{t.get('differs', 0)} | {t.get('raises', 0)} |")
    lines += ["", "| case | eager | gradients | hybridized | imports | detail |",
              "|---|---|---|---|---|---|"]
    for r in counted:
        v = verdicts(r)
        detail = r.get("error", "") and f"{r['error']} ({r.get('where', '?')})"
        detail = detail or r.get("timeout") or r.get("crashed") or "; ".join(
            f"{p}: {r[p][1]}" for p in PATHS if p in r and r[p][0] == "differs")
        lines.append(f"| {r['case']} | " + " | ".join(v.get(p, "-") for p in PATHS)
                     + f" | {detail} |")
    failing = [r for r in rows if r.get("mxnet") != "ok"]
    if failing:
        lines += ["", "Real MXNet fails (outside the count): " + "; ".join(
            f"{r['case']}: {r.get('mxnet_error', '?')}" for r in failing)]
    return "\n".join(lines) + "\n"


def serve(kind, args):
    import gluonnlp  # noqa: F401 - imported once, before the forks

    def run(name):
        folder = os.path.join(args.refs, name.replace(":", "_"))
        if kind == "mxnet":
            child_mxnet(name, folder)
        else:
            child_runtime(name, folder, os.path.join(folder, "runtime.json"))
    fork_serve(run, args.limit_s)


def sweep_one(name, args, servers):
    start = time.time()
    folder = os.path.join(args.refs, name.replace(":", "_"))
    os.makedirs(folder, exist_ok=True)
    meta_file = os.path.join(folder, "meta.json")
    if not os.path.exists(meta_file) or args.redo_mxnet:
        trouble = servers["mxnet"].ask(name)
        if trouble or not os.path.exists(meta_file):
            with open(meta_file, "w") as f:
                json.dump({"case": name, "status": "fails", "error": trouble or "no result"}, f)
    with open(meta_file) as f:
        meta = json.load(f)
    row = {"case": name, "mxnet": meta["status"], "exported": meta.get("exported", False)}
    if meta["status"] != "ok":
        row["mxnet_error"] = f"{meta.get('error', '')} ({meta.get('where', '?')})"
    else:
        runtime_stage(servers["runtime"], name, folder, row)
    row["seconds"] = round(time.time() - start, 1)
    return row


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("gluonnlp", help="folder holding the gluonnlp package")
    parser.add_argument("--mxnet-python", default="", help="python of a real MXNet 1.9.1 venv")
    parser.add_argument("--refs", default="", help="cache folder of MXNet's results")
    parser.add_argument("--rows", default="", help="JSON-lines file the rows are appended to")
    parser.add_argument("--only", default="", help="comma-separated substrings")
    parser.add_argument("--limit-s", type=float, default=300, help="per case and stage")
    parser.add_argument("--redo-mxnet", action="store_true", help="rerun MXNet's stage")
    parser.add_argument("--report", action="store_true", help="summarise --rows and stop")
    parser.add_argument("--serve", choices=["mxnet", "runtime"], help=argparse.SUPPRESS)
    args = parser.parse_args()
    args.gluonnlp = os.path.abspath(args.gluonnlp)
    sys.path.insert(0, args.gluonnlp)
    if args.serve:
        return serve(args.serve, args)
    if args.report:
        with open(args.rows) as f:
            print(report([json.loads(line) for line in f if line.strip()]))
        return None
    if not args.mxnet_python or not args.refs:
        parser.error("--mxnet-python and --refs are needed to sweep")
    env = dict(sandbox_env(), PYTHONPATH=args.gluonnlp)
    common = [os.path.abspath(__file__), args.gluonnlp, "--refs", args.refs,
              "--limit-s", str(args.limit_s)]
    servers = {"mxnet": StageServer([args.mxnet_python] + common + ["--serve", "mxnet"], env),
               "runtime": StageServer([sys.executable, "-m", "hybridlint.runtime"] + common
                                      + ["--serve", "runtime"], env)}
    subs = [s for s in args.only.split(",") if s] or [""]
    for name in cases():
        if not any(s in name for s in subs):
            continue
        row = sweep_one(name, args, servers)
        print(json.dumps(row), flush=True)
        if args.rows:
            with open(args.rows, "a") as f:
                f.write(json.dumps(row) + "\n")
    return None


if __name__ == "__main__":
    main()
